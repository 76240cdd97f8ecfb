/**
 * A link an editor may give a page element (a hero slide's Book Now): a path on this site, with an
 * optional query and fragment ("/flights?destination=ACC"). Never another origin ("//x", "https:"),
 * nor a path that climbs ("/..") or carries a backslash or a space, which browsers may read as one.
 */
export const isSitePath = (link: string): boolean =>
  link.length <= 300 && /^\/(?![/\\])[^\s\\]*$/.test(link) && !/(^|\/)\.\.(\/|$|\?|#)/.test(link)

/** Where a hero slide's Book Now leads by default: the flight search. */
export const DEFAULT_HERO_LINK = '/flights'

/** Where each kind of editors' document lives on the site (unlocalized): body links and redirects use it. */
export const DOCUMENT_PATH_PREFIXES = { posts: '/blog/', guides: '/destinations/' } as const
export type TDocumentCollection = keyof typeof DOCUMENT_PATH_PREFIXES

export const isDocumentCollection = (value: unknown): value is TDocumentCollection =>
  typeof value === 'string' && Object.hasOwn(DOCUMENT_PATH_PREFIXES, value)

/** The site path of a post or guide: `documentPath('guides', 'dakar')` → `/destinations/dakar`. */
export const documentPath = (collection: TDocumentCollection, slug: string): string =>
  `${DOCUMENT_PATH_PREFIXES[collection]}${slug}`
