/**
 * Where the search-loading screen (/search, spec 02 §2) sends the traveller once its bar is full.
 * By type (default flights): a complete flight or hotel search goes on to its results with the
 * query; an incomplete one, and cars and activities, to the spec's under-construction pages;
 * anything else home. The path is unlocalized: the page adds its language.
 */
export function searchRedirect(query: URLSearchParams): string {
  const type = query.get('type') ?? 'flights'
  const forwarded = new URLSearchParams(query)
  forwarded.delete('type')
  const has = (...names: string[]) => names.every((name) => query.get(name)?.trim())
  switch (type) {
    case 'flights':
      return has('origin', 'destination', 'departDate')
        ? `/flights?${forwarded}`
        : '/flights-under-construction'
    case 'hotels':
    case 'packages':
      return has('location', 'check_in_date', 'check_out_date')
        ? `/hotel-results?${forwarded}`
        : '/hotels-under-construction'
    case 'cars':
      return '/cars-under-construction'
    case 'activities':
      return '/activities-under-construction'
    default:
      return '/'
  }
}

/** The next value of the progress bar: 2% a step, up to 100. */
export const nextSearchProgress = (current: number, step: number): number => Math.min(current + step, 100)

/**
 * The target in the page's language: French pages live under /fr. (The site's own localizedPath
 * imports the package root, zod included, which this page's small script should not load.)
 */
export function targetInLanguage(target: string, pathname: string): string {
  const isFrench = pathname === '/fr' || pathname.startsWith('/fr/')
  if (!isFrench) return target
  return target === '/' ? '/fr' : `/fr${target}`
}
