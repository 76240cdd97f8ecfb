/**
 * A link an editor may give a page element (a hero slide's Book Now): a path on this site, with an
 * optional query and fragment ("/flights?destination=ACC"). Never another origin ("//x", "https:"),
 * nor a path that climbs ("/..") or carries a backslash or a space, which browsers may read as one.
 */
export const isSitePath = (link: string): boolean =>
  link.length <= 300 && /^\/(?![/\\])[^\s\\]*$/.test(link) && !/(^|\/)\.\.(\/|$|\?|#)/.test(link)

/** Where a hero slide's Book Now leads by default: the flight search. */
export const DEFAULT_HERO_LINK = '/flights'
