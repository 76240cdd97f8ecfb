import { describe, expect, it } from 'vitest'
import { buildRobotsTxt, buildSitemap } from './sitemap'

describe('buildSitemap', () => {
  it('should list a page once per language', () => {
    const xml = buildSitemap('https://x.test', [{ path: '/blog' }])
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://x.test/blog</loc>',
      '<loc>https://x.test/fr/blog</loc>',
    ])
  })

  it('should name both languages and x-default as alternates of each url', () => {
    const xml = buildSitemap('https://x.test', [{ path: '/' }])
    const firstUrl = xml.split('<url>')[1] ?? ''
    expect(firstUrl.match(/hreflang="[^"]+" href="[^"]+"/g)).toEqual([
      'hreflang="en" href="https://x.test/"',
      'hreflang="fr" href="https://x.test/fr"',
      'hreflang="x-default" href="https://x.test/"',
    ])
  })

  it('should escape characters that XML reserves', () => {
    const xml = buildSitemap('https://x.test', [{ path: '/blog/a&b' }])
    expect(xml).toContain('/blog/a&amp;b</loc>')
  })

  it('should give the last modification as an ISO date', () => {
    const xml = buildSitemap('https://x.test', [
      { path: '/blog/a', lastModified: '2025-09-11T09:00:00.000Z' },
    ])
    expect(xml).toContain('<lastmod>2025-09-11T09:00:00.000Z</lastmod>')
  })
})

describe('buildRobotsTxt', () => {
  it('should point crawlers to the sitemap', () => {
    expect(buildRobotsTxt('https://x.test')).toContain('Sitemap: https://x.test/sitemap.xml')
  })
})
