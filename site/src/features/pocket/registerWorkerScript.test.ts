import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SCRIPT_HASHES } from '../../lib/security/contentSecurityPolicy'
import { REGISTER_WORKER_SCRIPT } from './registerWorkerScript'

describe("the service worker's registration", () => {
  it('should cost content pages well under a kilobyte', () => {
    expect(new TextEncoder().encode(REGISTER_WORKER_SCRIPT).length).toBeLessThan(1024)
  })

  it("should be allowed by the pages' Content-Security-Policy", () => {
    const hash = `sha256-${createHash('sha256').update(REGISTER_WORKER_SCRIPT).digest('base64')}`
    expect(SCRIPT_HASHES).toContain(hash)
  })
})
