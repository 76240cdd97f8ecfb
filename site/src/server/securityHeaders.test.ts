import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  NON_PAGE_POLICY,
  SERVICE_WORKER_POLICY,
  type SecurityOptions,
  secureResponse,
  securityOptionsFromEnv,
} from './securityHeaders'

/** The headers one answer of a server with the security hook carries. */
async function headersOf(
  answer: (res: http.ServerResponse) => void,
  options: SecurityOptions = {},
  path = '/',
) {
  const server = http.createServer((req, res) => {
    secureResponse(req, res, options)
    answer(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)
  await response.arrayBuffer()
  server.close()
  return response.headers
}

const json = (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end('{}')
}

describe('secureResponse', () => {
  it('should forbid sniffing, framing and full referrers on any answer', async () => {
    const headers = await headersOf(json)
    expect([
      headers.get('x-content-type-options'),
      headers.get('x-frame-options'),
      headers.get('referrer-policy'),
    ]).toEqual(['nosniff', 'DENY', 'strict-origin-when-cross-origin'])
  })

  it('should give an answer that is not a page a policy that runs nothing', async () => {
    expect((await headersOf(json)).get('content-security-policy')).toBe(NON_PAGE_POLICY)
  })

  it('should let the service worker fetch from its own origin and nothing else (issue 44)', async () => {
    const script = (res: http.ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end('')
    }
    const policy = (await headersOf(script, {}, '/sw.js')).get('content-security-policy')
    expect(policy).toBe(SERVICE_WORKER_POLICY)
    expect(policy).toContain("connect-src 'self'")
    expect(policy).toContain("default-src 'none'")
    expect((await headersOf(script, {}, '/_astro/sw.js')).get('content-security-policy')).toBe(
      NON_PAGE_POLICY,
    )
  })

  it("should keep a page's own policy", async () => {
    const headers = await headersOf((res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" })
      res.end('<p>hello</p>')
    })
    expect(headers.get('content-security-policy')).toBe("script-src 'self'")
  })

  describe('framing', () => {
    const panel: SecurityOptions = { panelOrigins: ['http://localhost:3000'] }
    const page = (res: http.ServerResponse) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': "script-src 'self'; frame-ancestors 'none'",
      })
      res.end('<p>draft</p>')
    }
    const framing = (headers: Headers) => [
      headers.get('x-frame-options'),
      /frame-ancestors ([^;]+)/.exec(headers.get('content-security-policy') ?? '')?.[1],
    ]

    it('should let the cms panel alone frame the draft preview', async () => {
      expect(framing(await headersOf(page, panel, '/fr/preview?token=x'))).toEqual([
        null,
        'http://localhost:3000',
      ])
    })

    it('should let nobody frame any other page', async () => {
      expect(framing(await headersOf(page, panel, '/blog/harmattan'))).toEqual(['DENY', "'none'"])
    })

    it('should let nobody frame what the preview path answers that is not a page', async () => {
      expect(framing(await headersOf(json, panel, '/preview'))).toEqual(['DENY', "'none'"])
    })
  })

  it('should send HSTS when asked to', async () => {
    const headers = await headersOf(json, { hstsMaxAge: 600 })
    expect(headers.get('strict-transport-security')).toBe('max-age=600; includeSubDomains')
  })

  it('should send no HSTS by default', async () => {
    expect((await headersOf(json)).get('strict-transport-security')).toBeNull()
  })
})

describe('securityOptionsFromEnv', () => {
  it("should take the panel's origins from the cms address", () => {
    expect(
      securityOptionsFromEnv({ NODE_ENV: 'production', CMS_PUBLIC_URL: 'https://cms.example' }).panelOrigins,
    ).toEqual(['https://cms.example'])
  })

  it('should turn HSTS on for a production site on https', () => {
    expect(
      securityOptionsFromEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://nexovia.example' }),
    ).toMatchObject({
      hstsMaxAge: 31_536_000,
    })
  })

  it('should leave HSTS off over plain http', () => {
    expect(
      securityOptionsFromEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'http://localhost:4321' }),
    ).toMatchObject({
      hstsMaxAge: 0,
    })
  })

  it('should let HSTS_MAX_AGE=0 turn it off on https', () => {
    expect(
      securityOptionsFromEnv({
        NODE_ENV: 'production',
        PUBLIC_SITE_URL: 'https://nexovia.example',
        HSTS_MAX_AGE: '0',
      }),
    ).toMatchObject({ hstsMaxAge: 0 })
  })
})
