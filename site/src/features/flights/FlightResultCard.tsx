import type { TFlightDataItem } from '@nexovia/content-schema'
import type { Locale } from '@nexovia/content-schema/core'
import { formatShortDate, formatWallTime } from '@nexovia/content-schema/core'
import { displayPrice } from '../../lib/money/displayPrice'
import { CardPrice } from './CardPrice'
import { ArrivalTime, FareFacts, StopsSummary } from './cardParts'
import { type FlightMoney, formatDuration } from './flightFormat'
import type { FlightResultsT } from './flightMessages'

type Props = {
  flight: TFlightDataItem
  locale: Locale
  money: FlightMoney
  paymentPath: string
  t: FlightResultsT
}

/** One flight of /flight-results (flow A): route, times, stops with layovers, baggage, price and Select. */
export function FlightResultCard({ flight, locale, money, paymentPath, t }: Props) {
  const shown = displayPrice({
    minor: flight.price,
    currency: flight.currency,
    view: money,
    locale,
    destination: money.destination,
  })
  return (
    <article className="itinerary" data-testid="flight-result">
      <div className="itinerary__main">
        <h3 className="itinerary__airlines" data-testid="flight-airline">
          {flight.airline}
        </h3>
        <p className="itinerary__summary">
          {flight.flight} · {flight.origin} → {flight.destination}
        </p>
        <p data-arrival={flight.arrival}>
          <span data-testid="flight-departure" data-departure={flight.departure}>
            {formatShortDate(flight.departure, locale)} {formatWallTime(flight.departure, locale)}
          </span>{' '}
          → <ArrivalTime departure={flight.departure} arrival={flight.arrival} locale={locale} t={t} />
        </p>
        <p className="itinerary__summary">
          <span data-testid="flight-duration" data-minutes={flight.duration}>
            {formatDuration(t, flight.duration)}
          </span>{' '}
          · <StopsSummary layovers={flight.layovers} t={t} />
        </p>
        <p className="itinerary__note">{t('flights.results.aircraft', { aircraft: flight.aircraft })}</p>
        <FareFacts fare={flight.fare} t={t} />
      </div>
      <div className="itinerary__aside">
        <CardPrice shown={shown} minor={flight.price} prefix="flight" t={t} />
        <a
          className="flights-button"
          href={`${paymentPath}?${new URLSearchParams({ itinerary_id: flight.itinerary_id })}`}
        >
          {t('search.select')}
        </a>
      </div>
    </article>
  )
}
