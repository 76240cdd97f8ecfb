/** The redirects plugin's collection: the plugin's config names it, the slug-change hook writes to it. */
export const REDIRECTS_COLLECTION = 'redirects'
