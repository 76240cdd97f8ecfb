// The JS budgets of issue 33, in bytes on the wire (the production server's brotli; KB = 1,000 B):
// content pages ship almost no first-party JavaScript, a page with islands stays under 90 KB.

export const CONTENT_PAGE_BUDGET = 5_000
export const ISLAND_PAGE_BUDGET = 90_000

/** Pages whose only interactive parts are small scripts (guides, articles, blog list, legal). */
const CONTENT_PAGES = [/^\/(fr\/)?(blog(\/[^/?]+)?|destinations(\/[^/?]+)?|terms|privacy|why-nexovia)\/?$/]

/** The JavaScript budget of a path (English, or French under /fr). */
export const budgetOf = (path: string) =>
  CONTENT_PAGES.some((pattern) => pattern.test(path.split('?')[0]!))
    ? CONTENT_PAGE_BUDGET
    : ISLAND_PAGE_BUDGET

/** The pages the bench weighs by default, in English (each is weighed in French too). */
export const BUDGETED_PAGES = [
  '/',
  '/flights',
  '/airport-taxi',
  '/payment/test',
  '/manage-booking',
  '/travel-savings',
  '/login',
  '/destinations',
  '/destinations/abidjan',
  '/blog',
  '/blog/cote-divoire-ten-must-have-experiences',
  '/terms',
]
