#!/usr/bin/env node
// The part of MinIO's `mc` that compose.yaml uses: `alias set NAME URL USER PASSWORD`,
// `mb [--ignore-existing] NAME/BUCKET`, `ready NAME`. Aliases are kept in ~/.mc-standin.json;
// `local` is http://127.0.0.1:9000 unless set. Bucket creation is an unsigned PUT (s3rver takes it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'

const file = path.join(homedir(), '.mc-standin.json')
const aliases = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
const urlOf = (name) => aliases[name]?.url ?? (name === 'local' ? 'http://127.0.0.1:9000' : undefined)
const fail = (message) => {
  console.error(`mc stand-in: ${message}`)
  process.exit(1)
}

const [command, ...args] = process.argv.slice(2)
if (command === 'alias' && args[0] === 'set') {
  const [, name, url, user, password] = args
  writeFileSync(file, JSON.stringify({ ...aliases, [name]: { url, user, password } }))
  console.log(`Added \`${name}\` successfully.`)
} else if (command === 'ready') {
  const url = urlOf(args[0]) ?? fail(`unknown alias ${args[0]}`)
  const response = await fetch(`${url}/`).catch(() => undefined)
  if (!response?.ok) fail(`${url} is not ready`)
} else if (command === 'mb') {
  const ignoreExisting = args.includes('--ignore-existing')
  const target = args.find((arg) => !arg.startsWith('--')) ?? fail('mb needs ALIAS/BUCKET')
  const [name, bucket] = target.split('/')
  const url = urlOf(name) ?? fail(`unknown alias ${name}`)
  const response = await fetch(`${url}/${bucket}`, { method: 'PUT' })
  if (response.status === 409 && ignoreExisting) console.log(`Bucket \`${target}\` exists.`)
  else if (response.ok) console.log(`Bucket created successfully \`${target}\`.`)
  else fail(`mb ${target}: ${response.status} ${await response.text()}`)
} else {
  fail(`unsupported command: ${[command, ...args].join(' ')}`)
}
