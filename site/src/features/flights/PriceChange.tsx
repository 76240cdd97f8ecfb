import { formatMoney, type Locale } from '@nexovia/content-schema/core'
import type { FlightsT } from './flightMessages'
import type { ShownItinerary } from './searchOutcome'

/**
 * What Refresh Price changed: the price the traveller first saw, struck, and the new one, so a
 * higher price never goes unnoticed. Nothing while the price is the one the search showed.
 */
export function PriceChange({
  itinerary,
  locale,
  t,
}: {
  itinerary: ShownItinerary
  locale: Locale
  t: FlightsT
}) {
  const before = itinerary.firstSeenPrice
  if (before === undefined || before === itinerary.price_total) return null
  const went = itinerary.price_total > before ? 'up' : 'down'
  return (
    <p
      className={`itinerary__price-change itinerary__price-change--${went}`}
      role="status"
      data-testid="price-change"
      data-before={before}
    >
      {t(`flights.priceChanged.${went}`)}{' '}
      <del>
        <span className="visually-hidden">{t('flights.priceChanged.before')} </span>
        {formatMoney(before, itinerary.currency, locale)}
      </del>{' '}
      → <strong>{formatMoney(itinerary.price_total, itinerary.currency, locale)}</strong>
    </p>
  )
}
