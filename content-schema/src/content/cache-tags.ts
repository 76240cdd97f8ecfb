/**
 * Names of the site's page-cache tags. The site tags each cached page with the content it shows;
 * the cms hooks name the same tags when that content changes, so the site drops those pages.
 */
export const CACHE_TAGS = {
  home: 'home',
  siteSettings: 'site-settings',
  supportTeams: 'support-teams',
  exchangeRates: 'exchange-rates',
  guides: 'guides',
  posts: 'posts',
  airports: 'airports',
  packages: 'packages',
} as const
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
