import { DEFAULT_LOCALE, LOCALES } from '@nexovia/content-schema'
import { localizedPath } from '../urls'

/** One page of the site, by its default-language path. */
export type SitemapPage = { path: string; lastModified?: string | null }

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function lastModified(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * A sitemap with one <url> per page and language, each naming every language version
 * (and x-default) as an alternate, as search engines expect for multilingual sites.
 */
export function buildSitemap(origin: string, pages: readonly SitemapPage[]): string {
  const absolute = (path: string) => new URL(path, origin).href
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: absolute(localizedPath(page.path, locale)) })),
      { hreflang: 'x-default', href: absolute(localizedPath(page.path, DEFAULT_LOCALE)) },
    ]
    const links = alternates
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('')
    const modified = lastModified(page.lastModified)
    return LOCALES.map(
      (locale) =>
        `<url><loc>${escapeXml(absolute(localizedPath(page.path, locale)))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${links}</url>`,
    )
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: everything public is crawlable; the api, cache and account areas are not. */
export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_cache/',
    'Disallow: /account',
    'Disallow: /fr/account',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n')
}
