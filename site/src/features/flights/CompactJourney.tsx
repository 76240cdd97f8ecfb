import type { TFlightSegment } from '@nexovia/content-schema'
import {
  arrivalDayOffset,
  dayOffsetLabel,
  formatDuration,
  formatWallTime,
  type Locale,
} from '@nexovia/content-schema/core'
import type { FlightsT } from './flightMessages'
import { stopLabel } from './stopLabel'

/**
 * One journey of a card in one line, as a results list shows it: "8:35 AM – 6:20 AM+1", then
 * "JFK–ACC · 10h 45m · Nonstop". The details (flights, layovers) are in the card's Details.
 */
export function CompactJourney({
  segments,
  locale,
  t,
}: {
  segments: readonly TFlightSegment[]
  locale: Locale
  t: FlightsT
}) {
  const first = segments[0]!
  const last = segments.at(-1)!
  const offset = arrivalDayOffset(first.dep, last.arr)
  const minutes = Math.round((Date.parse(last.arr) - Date.parse(first.dep)) / 60_000)
  return (
    <div className="itinerary__journey" data-testid="compact-journey">
      <p className="itinerary__clock">
        {formatWallTime(first.dep, locale)} – {formatWallTime(last.arr, locale)}
        {offset !== 0 && (
          <>
            <sup className="itinerary__day-offset" aria-hidden="true">
              {dayOffsetLabel(offset)}
            </sup>
            <span className="visually-hidden">
              {' '}
              (
              {offset < 0
                ? t('flights.arrivesEarlier')
                : offset === 1
                  ? t('flights.arrivesLater.one')
                  : t('flights.arrivesLater.other', { count: offset })}
              )
            </span>
          </>
        )}
      </p>
      <p className="itinerary__route">
        {first.from}–{last.to} · <span data-testid="compact-duration">{formatDuration(minutes, locale)}</span>{' '}
        · {stopLabel(t, segments.length - 1)}
      </p>
    </div>
  )
}
