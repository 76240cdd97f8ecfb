import { describe, expect, it } from 'vitest'
import { isWellFormedPath, refuseMalformedUrl } from './refuseMalformedUrl'

describe('refuseMalformedUrl', () => {
  it('should tell a path that does not decode', () => {
    expect([
      isWellFormedPath('http://cms/api/%ZZ'),
      isWellFormedPath('http://cms/api/posts/caf%C3%A9'),
    ]).toEqual([false, true])
  })

  it('should answer 400 without calling the route for /api/%ZZ', async () => {
    let calls = 0
    const route = refuseMalformedUrl(async () => {
      calls += 1
      return new Response('ok')
    })
    const [bad, good] = [
      await route(new Request('http://cms/api/%ZZ')),
      await route(new Request('http://cms/api/x')),
    ]
    expect([bad.status, good.status, calls]).toEqual([400, 200, 1])
  })
})
