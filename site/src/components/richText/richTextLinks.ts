import { documentPath, isDocumentCollection, isSitePath, type Locale } from '@nexovia/content-schema'
import { localizedPath } from '../../lib/urls'

type LinkFields = {
  linkType?: unknown
  url?: unknown
  newTab?: unknown
  doc?: { relationTo?: unknown; value?: unknown } | null
}

/**
 * The href of a body link in the page's locale: an internal link is built from the linked document's
 * current slug (so it follows a rename), a site path gets the locale, an outside link must be http(s).
 * Null when there is nothing safe to link to (an unpublished or deleted document, a `javascript:` url):
 * the words then show without a link.
 */
export function linkHref(fields: LinkFields | null | undefined, locale: Locale): string | null {
  if (!fields) return null
  if (fields.linkType === 'internal') {
    const value = fields.doc?.value as { slug?: unknown } | null | undefined
    const collection = fields.doc?.relationTo
    return isDocumentCollection(collection) && typeof value?.slug === 'string'
      ? localizedPath(documentPath(collection, value.slug), locale)
      : null
  }
  const url = typeof fields.url === 'string' ? fields.url.trim() : ''
  if (isSitePath(url)) return localizedPath(url, locale)
  return /^(https?:|mailto:)/i.test(url) && URL.canParse(url) ? url : null
}
