import { documentPath, isDocumentCollection, isSitePath, type Locale } from '@nexovia/content-schema'
import { z } from 'zod'
import { getJson } from './cms'
import { safeRedirectPath } from './safeRedirect'
import { localizedPath } from './urls'

const ZRedirects = z.object({
  docs: z.array(
    z.object({
      to: z
        .object({
          type: z.string().nullish(),
          url: z.string().nullish(),
          reference: z.object({ relationTo: z.string(), value: z.unknown() }).nullish(),
        })
        .nullish(),
    }),
  ),
})

/** Where a redirect's target lives today: a referenced document's current path, or an editor's site path. */
function targetPath(to: z.infer<typeof ZRedirects>['docs'][number]['to']): string | null {
  const reference = to?.reference
  if (to?.type !== 'custom' && reference && isDocumentCollection(reference.relationTo)) {
    const slug = (reference.value as { slug?: unknown } | null)?.slug
    return typeof slug === 'string' ? documentPath(reference.relationTo, slug) : null
  }
  return to?.url && isSitePath(to.url) ? to.url : null
}

/**
 * The path an old address now leads to (the cms's redirects, e.g. kept when a slug changed), in the
 * visitor's language, or null when there is none. `from` is the unlocalized path (`/blog/old-slug`):
 * a slug is the same in both languages. A redirect to the page itself is ignored.
 */
export async function redirectFor(from: string, locale: Locale): Promise<string | null> {
  const query = new URLSearchParams({ 'where[from][equals]': from, depth: '1', limit: '1' })
  let parsed: ReturnType<typeof ZRedirects.safeParse>
  try {
    parsed = ZRedirects.safeParse(await getJson(`/api/redirects?${query}`))
  } catch {
    return null // the cms out of reach: the page stays a 404 rather than failing
  }
  const target = parsed.success ? targetPath(parsed.data.docs[0]?.to) : null
  if (!target || target === from) return null
  return safeRedirectPath(localizedPath(target, locale))
}
