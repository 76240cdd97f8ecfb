import { inLocale, withRowIds } from './localized'
import type { SeedArgs } from './types'

type Existing = { id: number }

/**
 * Publishes a document written with `{ en, fr }` texts: English first (a create, or an update of
 * `existing`), then French on the row ids the English save returned.
 */
export async function publishBilingual(
  { payload, req }: SeedArgs,
  collection: 'guides' | 'posts',
  data: object,
  existing?: Existing,
): Promise<void> {
  const english = existing
    ? await payload.update({
        collection,
        id: existing.id,
        locale: 'en',
        data: { ...(inLocale(withRowIds(data, existing), 'en') as object), _status: 'published' } as never,
        req,
      })
    : await payload.create({
        collection,
        locale: 'en',
        data: { ...(inLocale(data, 'en') as object), _status: 'published' } as never,
        req,
      })
  await payload.update({
    collection,
    id: english.id,
    locale: 'fr',
    data: { ...withRowIds(inLocale(data, 'fr') as object, english), _status: 'published' } as never,
    req,
  })
}
