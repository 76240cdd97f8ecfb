import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

type GeneratedSecrets = { payloadSecret: string; revalidateSecret: string }

/**
 * Secrets for a machine with no configuration: generated once, kept under the data directory
 * (mode 600) so that sessions survive a restart, never committed.
 */
export function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets
  const secrets = {
    payloadSecret: randomBytes(32).toString('hex'),
    revalidateSecret: randomBytes(24).toString('hex'),
  }
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
