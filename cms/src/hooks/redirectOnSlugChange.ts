import { documentPath, type TDocumentCollection } from '@nexovia/content-schema'
import type { CollectionAfterChangeHook } from 'payload'
import { REDIRECTS_COLLECTION } from '../services/content/redirectsCollection'

type Doc = { id: number; slug?: string | null; _status?: string | null }

/**
 * When a published post or guide changes its slug, its old address keeps working: a redirect from the
 * old path to the document (a reference, so a later rename follows), which the site answers with a
 * 301. Earlier redirects to the document stay (they point at it, not at a path); a redirect from the
 * new path is removed, or the page would redirect to itself. Runs in the save's transaction.
 */
export const redirectOnSlugChange =
  (collection: TDocumentCollection): CollectionAfterChangeHook<Doc> =>
  async ({ doc, previousDoc, operation, req }) => {
    const before = previousDoc?.slug
    if (operation !== 'update' || !before || !doc.slug || before === doc.slug) return doc
    // A slug that was never public has no address to keep.
    if (previousDoc._status !== 'published') return doc
    const from = documentPath(collection, before)
    const to = { type: 'reference' as const, reference: { relationTo: collection, value: doc.id } }
    await req.payload.delete({
      collection: REDIRECTS_COLLECTION,
      where: { from: { equals: documentPath(collection, doc.slug) } },
      req,
    })
    const { docs } = await req.payload.find({
      collection: REDIRECTS_COLLECTION,
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      req,
    })
    if (docs[0]) {
      await req.payload.update({ collection: REDIRECTS_COLLECTION, id: docs[0].id, data: { to }, req })
    } else {
      await req.payload.create({ collection: REDIRECTS_COLLECTION, data: { from, to }, req })
    }
    return doc
  }
