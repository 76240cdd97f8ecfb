import type { Locale, TFlightSegment, TItinerary } from '@nexovia/content-schema'
import { formatDuration, formatLocalDate, formatLocalTime, formatPrices } from './flightFormat'
import { type FlightsT, stopLabel } from './flightMessages'

type Props = {
  itinerary: TItinerary
  locale: Locale
  withXof: boolean
  isRefreshing: boolean
  t: FlightsT
  onRefresh: () => void
  onContact: () => void
}

function Segments({ segments, locale }: { segments: TFlightSegment[]; locale: Locale }) {
  return (
    <ol className="itinerary__segments">
      {segments.map((segment) => (
        <li key={`${segment.flight_number}-${segment.dep}`}>
          <span className="itinerary__flight">
            {segment.flight_number} · {segment.carrier_name}
          </span>{' '}
          <span>
            {segment.from} {formatLocalTime(segment.dep, locale)} → {segment.to}{' '}
            {formatLocalTime(segment.arr, locale)}
          </span>{' '}
          <span className="itinerary__date">{formatLocalDate(segment.dep, locale)}</span>
        </li>
      ))}
    </ol>
  )
}

/** One itinerary of /flights: airlines, stops, segments, total duration and price (spec 02 §2). */
export function ItineraryCard({ itinerary, locale, withXof, isRefreshing, t, onRefresh, onContact }: Props) {
  const { price, xof } = formatPrices(itinerary.price_total, itinerary.currency, locale, withXof)
  return (
    <article
      className="itinerary"
      data-testid="itinerary"
      data-itinerary-id={itinerary.itinerary_id}
      data-stops={itinerary.stops}
      data-minutes={itinerary.duration_total_min}
      data-departure={itinerary.segments[0]?.dep}
      data-arrival={itinerary.segments.at(-1)?.arr}
    >
      <div className="itinerary__main">
        <h3 className="itinerary__airlines">{itinerary.airlines.join(' · ')}</h3>
        <p className="itinerary__summary">
          <span data-testid="itinerary-stops">{stopLabel(t, itinerary.stops)}</span> ·{' '}
          <span data-testid="itinerary-duration">{formatDuration(t, itinerary.duration_total_min)}</span>
        </p>
        <p className="itinerary__leg-title">{t('flights.outbound')}</p>
        <Segments segments={itinerary.segments} locale={locale} />
        {itinerary.return_segments.length > 0 && (
          <>
            <p className="itinerary__leg-title">{t('flights.return')}</p>
            <Segments segments={itinerary.return_segments} locale={locale} />
          </>
        )}
      </div>
      <div className="itinerary__aside">
        <p className="itinerary__price" data-testid="itinerary-price" data-price={itinerary.price_total}>
          {price}
        </p>
        {xof && (
          <p className="itinerary__xof" data-testid="itinerary-xof">
            {t('flights.xofEquivalent', { amount: xof })}
          </p>
        )}
        <p className="itinerary__note">{t('flights.priceTotal')}</p>
        <p className="itinerary__note" data-testid="itinerary-fetched">
          {t('flights.priceRefreshed', {
            time: formatLocalTime(localIso(itinerary.price_fetched_at), locale),
          })}
        </p>
        <button
          type="button"
          className="flights-button flights-button--secondary"
          onClick={onRefresh}
          disabled={isRefreshing}
        >
          {t('search.refreshPrice')}
        </button>
        <button type="button" className="flights-button" onClick={onContact}>
          {t('search.contactUs')}
        </button>
      </div>
    </article>
  )
}

/** The fetch time in the visitor's own clock, written as an ISO wall time for formatLocalTime. */
function localIso(instant: string): string {
  const date = new Date(instant)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00`
}
