import { readFileSync } from 'node:fs'
import path from 'node:path'
import { API_PROCESS_CONTRACTS, apiProcessAcls } from '@nexovia/content-schema/api/apiProcess'
import { describe, expect, it } from 'vitest'
import { apiLinesOf, BALANCER_FILES, withContractRoutes } from './haproxyApiRoutes.ts'
import { repoRoot } from './paths.ts'

type Acl = { name: string; kind: 'path' | 'path_reg'; values: string[] }

/** The `acl api_… path|path_reg …` lines of a balancer file, and which method each is used with. */
function apiRoutesOf(file: string) {
  const text = readFileSync(path.join(repoRoot, 'deploy', file), 'utf8')
  const acls: Acl[] = [...text.matchAll(/^\s*acl (api_\w+) (path|path_reg) (.+)$/gm)].map((match) => ({
    name: match[1]!,
    kind: match[2] as Acl['kind'],
    values: match[3]!.trim().split(/\s+/),
  }))
  const methods = new Map(
    [...text.matchAll(/^\s*use_backend api if METH_(\w+) (api_\w+)$/gm)].map((m) => [m[2]!, m[1]!]),
  )
  const matches = (method: string, pathname: string) =>
    acls.some(
      (acl) =>
        methods.get(acl.name) === method &&
        acl.values.some((value) =>
          acl.kind === 'path' ? value === pathname : new RegExp(value).test(pathname),
        ),
    )
  return { acls, matches }
}

const sample = (contractPath: string) => contractPath.replace(/:[A-Za-z]+/g, 'cs_sample')

describe.each(BALANCER_FILES)('the balancer file %s', (file) => {
  const { acls, matches } = apiRoutesOf(file)

  it("should hold the contract's API-process lines exactly (node scripts/lib/haproxyApiRoutes.ts writes them)", () => {
    const text = readFileSync(path.join(repoRoot, 'deploy', file), 'utf8')
    expect(apiLinesOf(text)).toEqual(apiProcessAcls())
  })

  it('should send every route of the API process to its backend, with its method', () => {
    for (const contract of API_PROCESS_CONTRACTS)
      expect(matches(contract.method, sample(contract.path)), `${contract.method} ${contract.path}`).toBe(
        true,
      )
  })

  it('should send nothing else there: each path it lists is one of the contracts', () => {
    const exact = acls.filter((acl) => acl.kind === 'path').flatMap((acl) => acl.values)
    expect(exact.sort()).toEqual(
      API_PROCESS_CONTRACTS.filter((contract) => !contract.path.includes(':'))
        .map((contract) => contract.path)
        .sort(),
    )
    for (const other of ['/api/users/me', '/api/payments/status/a/b', '/api/taxi/book'])
      expect(matches('GET', other) || matches('POST', other), other).toBe(false)
    expect(matches('GET', '/api/taxi/quote')).toBe(false)
  })
})

describe('writing the balancer lines from the contract', () => {
  it('should replace stale lines in place, keeping their indent and the lines around them', () => {
    const stale = [
      'frontend cms',
      '    acl api_post path /api/old',
      '    use_backend api if METH_POST api_post',
      '    default_backend cms',
    ]
    const written = withContractRoutes(stale.join('\n')).split('\n')
    expect(written).toEqual([
      'frontend cms',
      ...apiProcessAcls().map((line) => `    ${line}`),
      '    default_backend cms',
    ])
  })
})
