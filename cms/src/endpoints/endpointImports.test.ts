/**
 * An endpoint file holds no service call sequence: it imports the contract (content-schema), the
 * route builder, answer helpers, and one use case (a module of services/) per route it builds; each
 * route awaits one use case, and no file reads or writes documents itself (Payload's Local API). What
 * the product does in what order lives in the use case, where it can be read and tested alone.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ENDPOINTS = path.dirname(new URL(import.meta.url).pathname)
const IMPORT = /^import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gms

/** What any endpoint file may import besides its use cases: the contract, the builder, answers. */
const PLUMBING = [
  /^@nexovia\/content-schema(\/.*)?$/,
  /^\.\.?\/contract\/[A-Za-z]+$/,
  /^\.\.\/\.\.\/http\/jsonResponses$/,
  /^\.\.\/admin\/adminEndpoint$/,
  /^\.\/adminEndpoint$/,
  /^(\.\.\/[a-z]+|\.)\/limits$/,
]

/** Files of endpoints/ that build no route: the builder itself and what it composes. */
const NOT_ENDPOINT_FILES = [
  /^contract\//,
  /(^|\/)index\.ts$/,
  /(^|\/)limits\.ts$/,
  /^admin\/adminEndpoint\.ts$/,
]

/**
 * Files not yet moved to use cases (issue 43), each with why it stays for now. Shrink it; never grow it.
 */
const NOT_YET_MOVED: Record<string, string> = {}

type Finding = { file: string; problems: string[] }

const SERVICE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]\.\.\/\.\.\/services\/[^'"]+['"]/g
const LOCAL_API_CALL =
  /\bpayload\.(create|find|findByID|findGlobal|update|updateGlobal|delete|count|sendEmail|db)\b[.(]/g

/** Each awaited call of a function the file imports from services/, by name. */
function awaitedServiceCalls(text: string): string[] {
  const names = [...text.matchAll(SERVICE_IMPORT)]
    .filter(([, isType]) => !isType)
    .flatMap(([, , list]) => list!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
  return names.flatMap((name) => text.match(new RegExp(`\\bawait\\s+${name}\\(`, 'g'))?.map(() => name) ?? [])
}

function endpointFiles(): string[] {
  return readdirSync(ENDPOINTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !NOT_ENDPOINT_FILES.some((pattern) => pattern.test(file)))
    .sort()
}

/** What one endpoint file does beyond the contract, the builder and one use case per route. */
function problemsOf(file: string): string[] {
  const text = readFileSync(path.join(ENDPOINTS, file), 'utf8')
  // A route is built from one contract entry: the entries a file names are its routes.
  const routes = new Set(text.match(/\bAPI\.\w+/g)).size
  if (routes === 0) return ['builds no route: move it to services/ (or to the builder)']
  const problems: string[] = []
  const useCases: string[] = []
  for (const [, isType, source] of text.matchAll(IMPORT)) {
    if (!source || PLUMBING.some((pattern) => pattern.test(source))) continue
    if (source === 'payload' && isType) continue
    // A sibling endpoint file, gathered into this one's list of routes.
    if (source.startsWith('./') && endpointFiles().includes(path.join(path.dirname(file), `${source}.ts`)))
      continue
    if (source.startsWith('../../services/')) useCases.push(source)
    else problems.push(`imports ${source}`)
  }
  if (useCases.length > routes)
    problems.push(`${useCases.length} service modules for ${routes} route(s): ${useCases.join(', ')}`)
  // A handler awaits its one use case: more awaited service calls than routes is a sequence to move.
  const awaited = awaitedServiceCalls(text)
  if (awaited.length > routes)
    problems.push(`${awaited.length} awaited service calls for ${routes} route(s): ${awaited.join(', ')}`)
  // Reading and writing documents (Payload's Local API) is a use case's work, not the route table's.
  for (const [call] of text.matchAll(LOCAL_API_CALL)) problems.push(`calls ${call.slice(0, -1)}`)
  if (/\bcreate(Rate|Failure)Limit\(/.test(text)) problems.push('keys a rate limit itself')
  return problems
}

describe('endpoint files', () => {
  it('should import only the contract, the route builder and one use case per route', () => {
    const findings: Finding[] = endpointFiles()
      .filter((file) => !(file in NOT_YET_MOVED))
      .map((file) => ({ file, problems: problemsOf(file) }))
      .filter(({ problems }) => problems.length > 0)
    expect(findings).toEqual([])
  })

  it('should list in NOT_YET_MOVED only files that still need it', () => {
    const moved = Object.keys(NOT_YET_MOVED).filter((file) => problemsOf(file).length === 0)
    expect(moved).toEqual([])
  })

  // A limit is declared in its contract entry (`limit`, `keyedLimits`); only the builder makes one.
  it('should leave making rate limits to the route builder', () => {
    const cms = path.dirname(ENDPOINTS)
    const makers = readdirSync(cms, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && file !== 'http/rateLimit.ts')
      .filter((file) => /\bcreate(Rate|Failure)Limit\(/.test(readFileSync(path.join(cms, file), 'utf8')))
    expect(makers).toEqual(['endpoints/contract/contractEndpoint.ts'])
  })
})
