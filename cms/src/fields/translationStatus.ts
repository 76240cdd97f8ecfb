import { missingLocales } from '@nexovia/content-schema'
import type { CollectionSlug, Field } from 'payload'
import { isStaffUser } from '../access/roles'

/**
 * A list-view column telling editors which languages a post or guide still lacks ("Missing: FR"),
 * computed on read from the document in every language. Only for staff (the panel): the site's
 * reads skip it, so it costs visitors nothing.
 */
export const translationStatusField = (collection: CollectionSlug, requiredFields: string[]): Field => ({
  name: 'translationStatus',
  type: 'text',
  virtual: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Languages whose required texts are empty: the page is not shown in them.',
  },
  hooks: {
    afterRead: [
      async ({ data, req }) => {
        const id = (data as { id?: unknown } | undefined)?.id
        if (!isStaffUser(req.user) || typeof id !== 'number') return undefined
        const all = await req.payload.findByID({
          collection,
          id,
          locale: 'all',
          draft: true,
          depth: 0,
          // Not the save's own request: the Local API would set its locale to 'all' for the rest of the
          // save (seen: French saves lost). Outside it, a document not yet committed is not found:
          // no status then, rather than an error.
          disableErrors: true,
          select: Object.fromEntries(requiredFields.map((field) => [field, true])),
        })
        if (!all) return undefined
        const missing = missingLocales(all as unknown as Record<string, unknown>, requiredFields)
        return missing.length === 0
          ? 'Complete'
          : `Missing: ${missing.map((locale) => locale.toUpperCase()).join(', ')}`
      },
    ],
  },
})
