import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ResponseCache } from './responseCache'
import { siteRequestListener } from './siteRequestListener'

const PAGE = `<!doctype html><main>${'<p>Dakar, Accra, Abidjan</p>'.repeat(200)}</main>`

/** A stand-in for the Astro handler: a page from its route cache, counting how often it runs. */
function fakeAstro() {
  const calls = { count: 0 }
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    calls.count += 1
    if (req.method === 'POST') {
      res.writeHead(204)
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/html', 'x-astro-cache': 'HIT', 'content-length': PAGE.length })
    res.end(PAGE)
  }
  return { handler, calls }
}

let server: http.Server | undefined
afterEach(() => server?.close())

async function start(handler: Parameters<typeof siteRequestListener>[0]) {
  server = http.createServer(
    siteRequestListener(handler, {
      security: {},
      cache: new ResponseCache({ ttlMs: 60_000, maxEntries: 10 }),
    }),
  )
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { 'accept-encoding': 'br', ...headers } }).then(async (response) => ({
    body: await response.text(),
    headers: response.headers,
  }))

describe('siteRequestListener', () => {
  it('should answer a cached page again without running the app', async () => {
    const astro = fakeAstro()
    const origin = await start(astro.handler)
    await get(`${origin}/`)
    const again = await get(`${origin}/`)
    expect([astro.calls.count, again.body === PAGE]).toEqual([1, true])
  })

  it('should keep the security headers on a page answered again', async () => {
    const origin = await start(fakeAstro().handler)
    await get(`${origin}/`)
    expect((await get(`${origin}/`)).headers.get('x-frame-options')).toBe('DENY')
  })

  it('should keep pages apart for visitors with another language choice', async () => {
    const astro = fakeAstro()
    const origin = await start(astro.handler)
    await get(`${origin}/blog`, { cookie: 'nexovia_locale=en' })
    await get(`${origin}/blog`, { cookie: 'nexovia_locale=fr' })
    expect(astro.calls.count).toBe(2)
  })

  it('should forget its copies once the cms purges the cache', async () => {
    const astro = fakeAstro()
    const origin = await start(astro.handler)
    await get(`${origin}/`)
    await fetch(`${origin}/_cache/invalidate`, { method: 'POST', body: '{}' })
    await get(`${origin}/`)
    expect(astro.calls.count).toBe(3)
  })
})
