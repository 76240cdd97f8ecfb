import type { TFlightSegment } from '@nexovia/content-schema'
import { formatShortDate, formatWallTime, type Locale, layoversOf } from '@nexovia/content-schema/core'
import { displayPrice } from '../../lib/money/displayPrice'
import { useReaderZone } from '../../lib/useReaderZone'
import { CardPrice } from './CardPrice'
import { CompactJourney } from './CompactJourney'
import { ArrivalTime, FareFacts, StopsSummary } from './cardParts'
import { type FlightMoney, formatDuration } from './flightFormat'
import type { FlightsT } from './flightMessages'
import { PriceChange } from './PriceChange'
import { priceCheckedLine } from './priceCheckedLine'
import type { ShownItinerary } from './searchOutcome'

type Props = {
  itinerary: ShownItinerary
  /** Details open at first (a card the visitor opened while it was the server's HTML: ItinerarySlot). */
  isDetailsOpen?: boolean
  locale: Locale
  money: FlightMoney
  isRefreshing: boolean
  t: FlightsT
  onRefresh: () => void
  onContact: () => void
}

function Segments({ segments, locale, t }: { segments: TFlightSegment[]; locale: Locale; t: FlightsT }) {
  return (
    <ol className="itinerary__segments">
      {segments.map((segment) => (
        <li key={`${segment.flight_number}-${segment.dep}`}>
          <span className="itinerary__flight">
            {segment.flight_number} · {segment.carrier_name}
          </span>{' '}
          <span>
            {segment.from} {formatWallTime(segment.dep, locale)} → {segment.to}{' '}
            <ArrivalTime departure={segment.dep} arrival={segment.arr} locale={locale} t={t} />
          </span>{' '}
          <span className="itinerary__date">{formatShortDate(segment.dep, locale)}</span>
        </li>
      ))}
    </ol>
  )
}

/**
 * When the price was checked, on the reader's clock: the one part of a card that reads it, so the switch
 * from the server's zone after hydration redraws this line, not every card.
 */
function PriceCheckedAt({ at, locale, t }: { at: string; locale: Locale; t: FlightsT }) {
  const readerZone = useReaderZone()
  return (
    <p className="itinerary__note" data-testid="itinerary-fetched">
      {priceCheckedLine(at, locale, readerZone, t)}
    </p>
  )
}

/** Which journey a Leg is: the outbound, the way back, or one leg of a multi-city trip. */
type LegRole = 'outbound' | 'return' | 'trip'

/** One direction: its times (arrival day marked), stops with their layovers, then its flights. */
function Leg({
  title,
  segments,
  locale,
  t,
  journey,
}: {
  title: string
  segments: TFlightSegment[]
  locale: Locale
  t: FlightsT
  journey: LegRole
}) {
  const first = segments[0]!
  const last = segments.at(-1)!
  const minutes = Math.round((Date.parse(last.arr) - Date.parse(first.dep)) / 60_000)
  return (
    <div className="itinerary__leg" data-testid={`leg-${journey}`}>
      <p className="itinerary__leg-title">{title}</p>
      <p className="itinerary__times">
        {first.from} {formatWallTime(first.dep, locale)} → {last.to}{' '}
        <ArrivalTime departure={first.dep} arrival={last.arr} locale={locale} t={t} /> ·{' '}
        <span data-testid={journey === 'outbound' ? 'itinerary-duration' : undefined}>
          {formatDuration(t, minutes)}
        </span>
      </p>
      <p className="itinerary__summary">
        <StopsSummary layovers={layoversOf(segments)} t={t} />
      </p>
      <Segments segments={segments} locale={locale} t={t} />
    </div>
  )
}

type Journey = { title: string; segments: TFlightSegment[]; journey: LegRole }

/** The journeys a card lists, titled: every leg of a multi-city trip, else the outbound and any way back. */
function journeysOf(itinerary: ShownItinerary, t: FlightsT): Journey[] {
  const { legs } = itinerary
  if (legs?.length)
    return legs.map((segments, index) => ({
      title: t('flights.legOf', { number: index + 1, count: legs.length }),
      segments,
      journey: 'trip',
    }))
  const outbound: Journey = {
    title: t('flights.outbound'),
    segments: itinerary.segments,
    journey: 'outbound',
  }
  if (!itinerary.return_segments.length) return [outbound]
  return [outbound, { title: t('flights.return'), segments: itinerary.return_segments, journey: 'return' }]
}

/** A journey's key among the card's: its first flight. */
const journeyKey = ({ segments }: Journey) => `${segments[0]!.flight_number}-${segments[0]!.dep}`

/**
 * One itinerary of /flights, compact (spec 02 §2, issue 35): each journey in a line, the airlines, the
 * price per person and in total, Select; its Details hold the flights, layovers, baggage and
 * conditions, the fare's own price, Refresh Price and Contact Us.
 */
export function ItineraryCard({
  itinerary,
  isDetailsOpen = false,
  locale,
  money,
  isRefreshing,
  t,
  onRefresh,
  onContact,
}: Props) {
  const priceOf = (minor: number) =>
    displayPrice({ minor, currency: itinerary.currency, view: money, locale, destination: money.destination })
  const shown = priceOf(itinerary.price_total)
  const journeys = journeysOf(itinerary, t)
  const perPerson = priceOf(Math.round(itinerary.price_total / (itinerary.passengers ?? 1)))
  const approx = (price: { main: string; isConverted: boolean }) =>
    price.isConverted ? t('money.approx', { price: price.main }) : price.main
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
        {journeys.map((journey) => (
          <CompactJourney key={journeyKey(journey)} segments={journey.segments} locale={locale} t={t} />
        ))}
        <h3 className="itinerary__airlines">{itinerary.airlines.join(' · ')}</h3>
      </div>
      <div className="itinerary__aside">
        <p className="itinerary__price" data-testid="itinerary-per-person">
          {approx(perPerson)}
        </p>
        <p className="itinerary__note">{t('flights.perPerson')}</p>
        <p className="itinerary__note" data-testid="itinerary-total">
          {t('flights.totalOf', { price: approx(shown) })}
        </p>
        {/* One path: the itinerary, both ways, at the server's price for its travellers. The language's
            prefix is written here: the auth client's pathIn would bring its redirect rules (issue 41). */}
        <a
          className="flights-button"
          data-testid="itinerary-select"
          href={`${locale === 'en' ? '' : `/${locale}`}/payment?${new URLSearchParams({ itinerary_id: itinerary.itinerary_id })}`}
        >
          {t('search.select')}
        </a>
      </div>
      <details className="itinerary__details" open={isDetailsOpen}>
        <summary data-testid="itinerary-details">{t('flights.details')}</summary>
        {journeys.map((journey) => (
          <Leg key={journeyKey(journey)} {...journey} locale={locale} t={t} />
        ))}
        <FareFacts fare={itinerary.fare} t={t} />
        <div className="itinerary__pricing">
          <CardPrice shown={shown} minor={itinerary.price_total} prefix="itinerary" t={t} />
          <PriceChange itinerary={itinerary} locale={locale} t={t} />
          <p className="itinerary__note">{t('flights.priceTotal')}</p>
          <PriceCheckedAt at={itinerary.price_fetched_at} locale={locale} t={t} />
          <button
            type="button"
            className="flights-button flights-button--secondary"
            data-card-action="refresh"
            onClick={onRefresh}
            disabled={isRefreshing}
          >
            {t('search.refreshPrice')}
          </button>
          <button
            type="button"
            className="flights-button flights-button--secondary"
            data-card-action="contact"
            onClick={onContact}
          >
            {t('search.contactUs')}
          </button>
        </div>
      </details>
    </article>
  )
}
