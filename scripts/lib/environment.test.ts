import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stackEnvironment } from './environment.ts'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-env-test-'))
const stack = (apiPort?: string) =>
  stackEnvironment({ databaseUrl: 'postgres://x', cmsPort: '3205', sitePort: '4505', apiPort, dataDir })

afterEach(() => vi.unstubAllEnvs())

describe("the stack's environment", () => {
  it("should put the API process on the cms's port + 1 and point the site's API_URL at it", () => {
    vi.stubEnv('API_PORT', undefined)
    vi.stubEnv('API_URL', undefined)
    const env = stack()
    expect([env.API_PORT, env.API_URL]).toEqual(['3206', 'http://127.0.0.1:3206'])
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('should take API_PORT, a port given, and API_URL as set', () => {
    vi.stubEnv('API_PORT', '3305')
    vi.stubEnv('API_URL', undefined)
    expect(stack().API_URL).toBe('http://127.0.0.1:3305')
    expect(stack('3405').API_PORT).toBe('3405')
    vi.stubEnv('API_URL', 'http://balancer:3000')
    expect(stack().API_URL).toBe('http://balancer:3000')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('should generate a VAPID pair once, keep it, and add it to secrets written before it existed', () => {
    vi.stubEnv('WEB_PUSH_PUBLIC_KEY', undefined)
    vi.stubEnv('WEB_PUSH_PRIVATE_KEY', undefined)
    const older = { payloadSecret: 'p'.repeat(64), revalidateSecret: 'r'.repeat(48) }
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify(older))
    const first = stack()
    expect([
      first.PAYLOAD_SECRET,
      first.WEB_PUSH_PUBLIC_KEY?.length,
      first.WEB_PUSH_PRIVATE_KEY?.length,
    ]).toEqual([older.payloadSecret, 87, 43])
    expect(stack().WEB_PUSH_PUBLIC_KEY).toBe(first.WEB_PUSH_PUBLIC_KEY)
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('should take a configured VAPID pair whole, never half generated', () => {
    vi.stubEnv('WEB_PUSH_PUBLIC_KEY', 'configured-public')
    vi.stubEnv('WEB_PUSH_PRIVATE_KEY', 'configured-private')
    const env = stack()
    expect([env.WEB_PUSH_PUBLIC_KEY, env.WEB_PUSH_PRIVATE_KEY]).toEqual([
      'configured-public',
      'configured-private',
    ])
    rmSync(dataDir, { recursive: true, force: true })
  })
})
