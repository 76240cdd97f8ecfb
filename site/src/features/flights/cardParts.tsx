import type { TFareFacts } from '@nexovia/content-schema'
import {
  arrivalDayOffset,
  dayOffsetLabel,
  formatWallTime,
  type Layover,
  type Locale,
} from '@nexovia/content-schema/core'
import { formatDuration } from './flightFormat'
import type { CardT } from './flightMessages'
import { stopLabel } from './stopLabel'
import './cardParts.css'

/**
 * An arrival time as written at the arrival airport, with "+1" (or "+2") when that is a later
 * calendar day than the departure's, on the departure airport's calendar.
 */
export function ArrivalTime({
  departure,
  arrival,
  locale,
  t,
}: {
  departure: string
  arrival: string
  locale: Locale
  t: CardT
}) {
  const offset = arrivalDayOffset(departure, arrival)
  const spoken =
    offset < 0
      ? t('flights.arrivesEarlier')
      : offset === 1
        ? t('flights.arrivesLater.one')
        : t('flights.arrivesLater.other', { count: offset })
  return (
    <span className="itinerary__arrival">
      {formatWallTime(arrival, locale)}
      {offset !== 0 && (
        <>
          <sup className="itinerary__day-offset" data-testid="day-offset" aria-hidden="true">
            {dayOffsetLabel(offset)}
          </sup>
          <span className="visually-hidden"> ({spoken})</span>
        </>
      )}
    </span>
  )
}

/** "Nonstop", or "1 stop · 2 h 15 min in CMN" with every connection of the journey. */
export function StopsSummary({ layovers, t }: { layovers: readonly Layover[]; t: CardT }) {
  return (
    <>
      <span data-testid="itinerary-stops">{stopLabel(t, layovers.length)}</span>
      {layovers.length > 0 && (
        <>
          {' · '}
          <span data-testid="itinerary-layovers">
            {layovers
              .map(({ airport, minutes }) =>
                t('flights.layover', { duration: formatDuration(t, minutes), airport }),
              )
              .join(', ')}
          </span>
        </>
      )}
    </>
  )
}

/** "2 × 23 kg", "1, no weight limit" or "none included". */
function allowance(t: CardT, pieces: number, kg: number | null): string {
  if (pieces === 0) return t('flights.fare.noCheckedBag')
  return kg === null
    ? t('flights.fare.piecesNoWeight', { count: pieces })
    : t('flights.fare.pieces', { count: pieces, kg })
}

/** The baggage allowance and fare conditions of an itinerary, per passenger, as the engine knows them. */
export function FareFacts({ fare, t }: { fare: TFareFacts | undefined; t: CardT }) {
  if (!fare) return null
  return (
    <ul className="itinerary__fare" aria-label={t('flights.fare.title')} data-testid="itinerary-fare">
      <li>{t('flights.fare.cabinBag', { allowance: allowance(t, fare.cabin_bags, fare.cabin_bag_kg) })}</li>
      <li>
        {t('flights.fare.checkedBags', {
          allowance: allowance(t, fare.checked_bags, fare.checked_bag_kg),
        })}
      </li>
      <li>{t(`flights.fare.change.${fare.change}`)}</li>
      <li>{t(`flights.fare.refund.${fare.refund}`)}</li>
    </ul>
  )
}
