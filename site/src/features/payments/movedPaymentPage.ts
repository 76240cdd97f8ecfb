import { localeFromPath, localizedPath } from '../../lib/urls'

/**
 * Where an address of the payment page's first path (/payment/test, a name that said "test" of the
 * real checkout, issue 43) leads now: /payment in the same language, with the query whole, since it
 * carries the traveller's choice (itinerary_id, hotel_id or stay_rate, dates, passengers).
 */
export function movedPaymentPageHref(oldAddress: URL): string {
  return `${localizedPath('/payment', localeFromPath(oldAddress.pathname))}${oldAddress.search}`
}
