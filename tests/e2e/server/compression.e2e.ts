import { expect, test } from '@playwright/test'

test.describe('site server', () => {
  test('should send pages compressed with brotli when the browser accepts it', async ({ request }) => {
    const response = await request.get('/fr/destinations/accra', {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect([response.headers()['content-encoding'], response.headers().vary]).toEqual([
      'br',
      'Accept-Encoding',
    ])
  })

  test('should fall back to gzip', async ({ request }) => {
    const response = await request.get('/terms', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
  })

  test('should send the page uncompressed when nothing is accepted', async ({ request }) => {
    const response = await request.get('/terms', { headers: { 'accept-encoding': 'identity' } })
    expect(response.headers()['content-encoding']).toBeUndefined()
  })

  test('should let browsers keep hashed assets for a year', async ({ page }) => {
    const assets: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_astro/'))
        assets.push(response.headers()['cache-control'] ?? '')
    })
    await page.goto('/why-nexovia')
    await page.waitForLoadState('networkidle')
    expect(new Set(assets)).toEqual(new Set(['public, max-age=31536000, immutable']))
  })

  test('should not compress images again', async ({ request }) => {
    const response = await request.get('/api/media/file/guide-accra.webp', {
      headers: { 'accept-encoding': 'br' },
    })
    expect([response.status(), response.headers()['content-encoding']]).toEqual([200, undefined])
  })
})
