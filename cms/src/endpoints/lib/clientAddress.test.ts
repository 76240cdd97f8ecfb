import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { clientAddress, createRateLimit } from './rateLimit'

const fromAddress = (address: string) =>
  new Request('http://cms.test/api/x', {
    headers: { 'x-forwarded-for': `${address}, 10.0.0.1` },
  }) as unknown as PayloadRequest

describe('createRateLimit', () => {
  it('should answer 429 with Retry-After once a client has used its points', async () => {
    const limit = createRateLimit({ points: 2, durationSeconds: 60 })
    const answers = [await limit(fromAddress('203.0.113.1')), await limit(fromAddress('203.0.113.1'))]
    const refused = await limit(fromAddress('203.0.113.1'))
    expect([answers, refused?.status, Number(refused?.headers.get('retry-after')) > 0]).toEqual([
      [null, null],
      429,
      true,
    ])
  })

  it('should count each client apart', async () => {
    const limit = createRateLimit({ points: 1, durationSeconds: 60 })
    await limit(fromAddress('203.0.113.2'))
    expect(await limit(fromAddress('203.0.113.3'))).toBeNull()
  })
})

describe('clientAddress', () => {
  it('should take the first address the site forwarded', () => {
    expect(clientAddress(fromAddress('198.51.100.7'))).toBe('198.51.100.7')
  })
})
