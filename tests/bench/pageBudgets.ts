// The JS budgets, in bytes on the wire (the production server's brotli; KB = 1,000 B): content pages
// ship almost no first-party JavaScript (issue 33), a page with islands stays under 75 KB (issue 41).

export const CONTENT_PAGE_BUDGET = 5_000
export const ISLAND_PAGE_BUDGET = 75_000
/** Issue 41: the results pages, where travellers spend their time, at most 75 KB. */
export const RESULTS_PAGE_BUDGET = 75_000

/** Pages whose only interactive parts are small scripts (guides, articles, blog list, legal). */
const CONTENT_PAGES = [/^\/(fr\/)?(blog(\/[^/?]+)?|destinations(\/[^/?]+)?|terms|privacy|why-nexovia)\/?$/]

/** The results states: /flights with a search in its URL, and /hotel-results. */
const RESULTS_PAGES = [/^\/(fr\/)?flights\?(.*&)?origin=/, /^\/(fr\/)?hotel-results\?/]

/** The JavaScript budget of a path (English, or French under /fr). */
export const budgetOf = (path: string) => {
  if (RESULTS_PAGES.some((pattern) => pattern.test(path))) return RESULTS_PAGE_BUDGET
  return CONTENT_PAGES.some((pattern) => pattern.test(path.split('?')[0]!))
    ? CONTENT_PAGE_BUDGET
    : ISLAND_PAGE_BUDGET
}

/** A date some weeks ahead (ISO), so a results page always searches days still to come. */
export const weeksAhead = (weeks: number) =>
  new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10)

/** The results pages the bench weighs: a round trip JFK–ACC, and a stay in Abidjan. */
export const RESULTS_STATES = [
  `/flights?origin=JFK&destination=ACC&departDate=${weeksAhead(6)}&returnDate=${weeksAhead(7)}`,
  `/hotel-results?location=abidjan&check_in_date=${weeksAhead(6)}&check_out_date=${weeksAhead(7)}`,
]

/** The pages the bench weighs by default, in English (each is weighed in French too). */
export const BUDGETED_PAGES = [
  '/',
  '/flights',
  '/airport-taxi',
  '/payment',
  '/manage-booking',
  '/travel-savings',
  '/login',
  '/destinations',
  '/destinations/abidjan',
  '/blog',
  '/blog/cote-divoire-ten-must-have-experiences',
  '/terms',
  ...RESULTS_STATES,
]
