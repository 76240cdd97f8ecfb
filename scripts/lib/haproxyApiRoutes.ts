import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { apiProcessAcls } from '@nexovia/content-schema/api/apiProcess'
import { repoRoot } from './paths.ts'

/** The balancer files whose cms frontend sends the API process's routes to its backend. */
export const BALANCER_FILES = ['haproxy.cfg', 'haproxy.compose.cfg']

const API_ROUTE_LINE = /^(\s*)(acl api_\w+ |use_backend api if )/

/** A balancer file's API-process lines (`acl api_…`, `use_backend api if …`), without their indent. */
export const apiLinesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => API_ROUTE_LINE.test(line))
    .map((line) => line.trim())

/** The file's text with its API-process lines replaced by the contract's (apiProcessAcls), in place of the first. */
export function withContractRoutes(text: string): string {
  const lines = text.split('\n')
  const first = lines.findIndex((line) => API_ROUTE_LINE.test(line))
  if (first < 0) throw new Error('no acl api_… line to replace')
  const indent = API_ROUTE_LINE.exec(lines[first]!)![1]!
  const kept = lines.filter((line, index) => index === first || !API_ROUTE_LINE.test(line))
  const at = kept.indexOf(lines[first]!)
  kept.splice(at, 1, ...apiProcessAcls().map((line) => `${indent}${line}`))
  return kept.join('\n')
}

/** Rewrites both balancer files from the contract (`node scripts/lib/haproxyApiRoutes.ts`). */
function writeBalancerFiles() {
  for (const file of BALANCER_FILES) {
    const where = path.join(repoRoot, 'deploy', file)
    writeFileSync(where, withContractRoutes(readFileSync(where, 'utf8')))
  }
}

if (import.meta.main) writeBalancerFiles()
