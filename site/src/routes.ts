import type { UiKey } from '@nexovia/content-schema'
import { HOTEL_SEARCH_HASH } from './features/search/hotelSearchHash'

/**
 * Every page of the site, once. astro.config.mjs adds each built route in both languages (the
 * English path as written, the French one under /fr), and the sitemap, the top bar and the footer
 * read their paths from here, so a page cannot be linked or listed without existing.
 */
export type Route = {
  /** The English path, as an Astro pattern (`/blog/[slug]`); the French one is the same under `/fr`. */
  path: string
  /** The page file under site/src/; null while a page is planned (spec 02) but links to it exist already. */
  entry: string | null
  /** Listed in sitemap.xml (pages with parameters are listed from the cms instead). */
  inSitemap: boolean
}

export const ROUTES = [
  { path: '/', entry: 'features/home/HomeRoute.astro', inSitemap: true },
  { path: '/blog', entry: 'features/blog/BlogListRoute.astro', inSitemap: true },
  { path: '/blog/[slug]', entry: 'features/blog/ArticleRoute.astro', inSitemap: false },
  // A draft for an editor, opened from the cms with a signed token (issue 34): never cached, never indexed.
  { path: '/preview', entry: 'features/preview/PreviewRoute.astro', inSitemap: false },
  { path: '/destinations', entry: 'features/guides/DestinationsRoute.astro', inSitemap: true },
  { path: '/destinations/[slug]', entry: 'features/guides/GuideRoute.astro', inSitemap: false },
  { path: '/why-nexovia', entry: 'features/pages/WhyNexoviaRoute.astro', inSitemap: true },
  { path: '/terms', entry: 'features/pages/LegalRoute.astro', inSitemap: true },
  { path: '/privacy', entry: 'features/pages/LegalRoute.astro', inSitemap: true },
  // Flights and hotels are built: these two only send old links on to their searches.
  {
    path: '/flights-under-construction',
    entry: 'features/pages/UnderConstructionRoute.astro',
    inSitemap: false,
  },
  {
    path: '/hotels-under-construction',
    entry: 'features/pages/UnderConstructionRoute.astro',
    inSitemap: false,
  },
  { path: '/cars-under-construction', entry: 'features/pages/UnderConstructionRoute.astro', inSitemap: true },
  {
    path: '/activities-under-construction',
    entry: 'features/pages/UnderConstructionRoute.astro',
    inSitemap: true,
  },
  { path: '/login', entry: 'features/auth/LoginRoute.astro', inSitemap: false },
  { path: '/signup', entry: 'features/auth/SignupRoute.astro', inSitemap: false },
  { path: '/forgot-password', entry: 'features/auth/ForgotPasswordRoute.astro', inSitemap: false },
  { path: '/auth/callback', entry: 'features/auth/CallbackRoute.astro', inSitemap: false },
  { path: '/verify-email', entry: 'features/auth/VerifyEmailRoute.astro', inSitemap: false },
  // Issue 45: a price alert's mailed links (start tracking, stop it), their token in the fragment.
  {
    path: '/price-alerts/confirm',
    entry: 'features/priceAlerts/ConfirmPriceAlertRoute.astro',
    inSitemap: false,
  },
  { path: '/price-alerts/stop', entry: 'features/priceAlerts/StopPriceAlertRoute.astro', inSitemap: false },
  { path: '/manage-booking', entry: 'features/bookings/ManageBookingRoute.astro', inSitemap: true },
  { path: '/account', entry: 'features/account/AccountRoute.astro', inSitemap: false },
  // Issue 44: the trips kept on the device, and what the service worker shows offline for any other page.
  { path: '/trips', entry: 'features/pocket/TripsRoute.astro', inSitemap: false },
  { path: '/offline', entry: 'features/pocket/OfflineRoute.astro', inSitemap: false },
  { path: '/profile', entry: 'features/account/ProfileRoute.astro', inSitemap: false },
  { path: '/travel-savings', entry: 'features/survey/SurveyRoute.astro', inSitemap: true },
  { path: '/admin/login', entry: 'features/admin/AdminLoginRoute.astro', inSitemap: false },
  { path: '/admin', entry: 'features/admin/AdminUsersRoute.astro', inSitemap: false },
  { path: '/admin/concierge', entry: 'features/admin/AdminConciergeRoute.astro', inSitemap: false },
  { path: '/admin/travel-savings', entry: 'features/admin/AdminSurveyRoute.astro', inSitemap: false },
  { path: '/flights', entry: 'features/flights/FlightsRoute.astro', inSitemap: true },
  { path: '/flight-results', entry: 'features/flights/FlightResultsRoute.astro', inSitemap: false },
  { path: '/search', entry: 'features/flights/SearchLoadingRoute.astro', inSitemap: false },
  { path: '/hotel-results', entry: 'features/hotels/HotelResultsRoute.astro', inSitemap: false },
  { path: '/payment', entry: 'features/payments/PaymentRoute.astro', inSitemap: false },
  // The payment page's first address (issue 43: it is no test): old links go on to /payment, query and all.
  { path: '/payment/test', entry: 'features/payments/MovedPaymentPageRoute.astro', inSitemap: false },
  { path: '/payment/checkout', entry: 'features/payments/CheckoutRoute.astro', inSitemap: false },
  { path: '/payment/success', entry: 'features/payments/SuccessRoute.astro', inSitemap: false },
  { path: '/payment/cancel', entry: 'features/payments/CancelRoute.astro', inSitemap: false },
  { path: '/airport-taxi', entry: 'features/taxi/AirportTaxiRoute.astro', inSitemap: true },
  // Spec 02's /concierge: a redirect to the home page's concierge section.
  { path: '/concierge', entry: 'features/concierge/ConciergeRedirectRoute.astro', inSitemap: false },
  { path: '/admin/taxi', entry: 'features/admin/AdminTaxiRoute.astro', inSitemap: false },
  { path: '/admin/bookings', entry: 'features/admin/AdminBookingsRoute.astro', inSitemap: false },
  { path: '/admin/tickets', entry: 'features/admin/AdminTicketsRoute.astro', inSitemap: false },
] as const satisfies readonly Route[]

/** A path the route table declares: links can only point at these. */
export type RoutePath = (typeof ROUTES)[number]['path']

/** A link of the top bar or the footer: a label key and a route, optionally a section of it. */
export type RouteLink = { label: UiKey; path: RoutePath; hash?: `#${string}` }

/** The top bar, in spec order; flights and hotels lead to their searches, cars and activities to their under-construction pages. */
export const NAV_LINKS: readonly RouteLink[] = [
  { label: 'nav.home', path: '/' },
  { label: 'nav.flights', path: '/flights' },
  { label: 'nav.hotels', path: '/', hash: HOTEL_SEARCH_HASH },
  { label: 'nav.cars', path: '/cars-under-construction' },
  { label: 'nav.airportTaxi', path: '/airport-taxi' },
  { label: 'nav.activities', path: '/activities-under-construction' },
  { label: 'nav.blog', path: '/blog' },
  { label: 'nav.whyNexovia', path: '/why-nexovia' },
  { label: 'nav.contact', path: '/', hash: '#concierge' },
]

/** The footer's quick links: the same searches as the top bar. */
export const FOOTER_QUICK_LINKS: readonly RouteLink[] = [
  { label: 'nav.flights', path: '/flights' },
  { label: 'nav.hotels', path: '/', hash: HOTEL_SEARCH_HASH },
  { label: 'nav.destinations', path: '/destinations' },
  { label: 'nav.cars', path: '/cars-under-construction' },
  { label: 'nav.activities', path: '/activities-under-construction' },
]

/** The footer's company links. */
export const FOOTER_COMPANY_LINKS: readonly RouteLink[] = [
  { label: 'footer.about', path: '/why-nexovia' },
  { label: 'footer.concierge', path: '/', hash: '#concierge' },
  { label: 'manage.link', path: '/manage-booking' },
  { label: 'footer.privacy', path: '/privacy' },
  { label: 'footer.terms', path: '/terms' },
]

/** Pages that exist whatever the cms holds (guides and articles are added from the cms). */
export const SITEMAP_PATHS: readonly RoutePath[] = ROUTES.filter(
  (route) => route.inSitemap && route.entry,
).map((route) => route.path)
