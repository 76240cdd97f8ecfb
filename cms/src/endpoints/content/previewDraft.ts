import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { readPreviewToken } from '../../services/content/previewToken'
import { privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * GET /api/content/preview?token=…: the latest draft of the post or guide a preview link names, in
 * its language, for the site's preview page. A forged, altered or expired token is refused (403);
 * the answer is never stored by a cache.
 */
export const previewDraftEndpoint = contractEndpoint(API.previewDraft, {
  handler: async ({ req, query }) => {
    const claim = readPreviewToken(query.token)
    if (!claim) return apiError(403, { message: 'errors.forbidden' }, { 'cache-control': 'no-store' })
    const doc = await req.payload
      .findByID({
        collection: claim.collection,
        id: claim.id,
        locale: claim.locale,
        fallbackLocale: false,
        draft: true,
        depth: 1,
        req,
      })
      .catch(() => null)
    if (!doc) return apiError(404, { message: 'errors.notFound' }, { 'cache-control': 'no-store' })
    return privateJson({ collection: claim.collection, locale: claim.locale, doc })
  },
})
