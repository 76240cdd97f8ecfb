import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isForeignBrowserRequest, isSameOriginRequest } from './isSameOriginRequest'

const request = (headers: Record<string, string>) =>
  Object.assign(new Request('http://127.0.0.1:3000/api/admin/users/1', { method: 'DELETE', headers }), {
    payload: { config: { serverURL: '' } },
  }) as unknown as PayloadRequest

let siteUrl: string | undefined

beforeEach(() => {
  siteUrl = process.env.PUBLIC_SITE_URL
  process.env.PUBLIC_SITE_URL = 'https://www.nexovia.example'
})

afterEach(() => {
  process.env.PUBLIC_SITE_URL = siteUrl
})

describe('isSameOriginRequest', () => {
  it('should accept the public site and the cms own origin', () => {
    expect(
      [{ origin: 'https://www.nexovia.example' }, { origin: 'http://127.0.0.1:3000' }].map((headers) =>
        isSameOriginRequest(request(headers)),
      ),
    ).toEqual([true, true])
  })

  it('should refuse another site, a look-alike and an opaque origin', () => {
    expect(
      ['https://evil.example', 'https://www.nexovia.example.evil.example', 'null'].map((origin) =>
        isSameOriginRequest(request({ origin })),
      ),
    ).toEqual([false, false, false])
  })

  it('should fall back to the Referer when there is no Origin', () => {
    expect(isSameOriginRequest(request({ referer: 'https://www.nexovia.example/admin/concierge' }))).toBe(
      true,
    )
  })

  it('should refuse a request with neither Origin nor Referer', () => {
    expect(isSameOriginRequest(request({}))).toBe(false)
  })
})

describe('isForeignBrowserRequest', () => {
  // Next may rebuild the URL with another host name (localhost) than the one the browser used.
  const reached = (headers: Record<string, string>) =>
    Object.assign(new Request('http://localhost:3100/api/posts/1', { method: 'PATCH', headers }), {
      payload: { config: { serverURL: '' } },
    }) as unknown as PayloadRequest

  it('should take the origin the browser reached the cms at (its Host) as the cms own', () => {
    expect(
      isForeignBrowserRequest(reached({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' })),
    ).toBe(false)
  })

  it('should refuse another site, and a cross-site request without Origin, and pass a script that says neither', () => {
    expect([
      isForeignBrowserRequest(reached({ origin: 'https://evil.example', host: '127.0.0.1:3100' })),
      isForeignBrowserRequest(reached({ 'sec-fetch-site': 'cross-site', host: '127.0.0.1:3100' })),
      isForeignBrowserRequest(reached({ host: '127.0.0.1:3100' })),
    ]).toEqual([true, true, false])
  })
})
