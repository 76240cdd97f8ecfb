import { formatShortDate, type Locale } from '@nexovia/content-schema/core'
import { useEffect, useRef } from 'react'
import { displayPrice } from '../../lib/money/displayPrice'
import type { FlightMoney } from './flightFormat'
import type { FlightsT } from './flightMessages'
import type { StripState } from './searchOutcome'

type Props = {
  strip: StripState
  locale: Locale
  money: FlightMoney
  t: FlightsT
  /** Moves the search to a day of the strip (its departure, and its return when there is one). */
  onChoose: (day: { departDate: string; returnDate: string | null }) => void
}

/**
 * The cheapest price of the same trip three days either side of the searched one (as Google Flights'
 * date grid), the searched day marked; a day with a price moves the search there.
 */
export function DateStrip({ strip, locale, money, t, onChoose }: Props) {
  const listRef = useRef<HTMLOListElement>(null)
  // On a phone the strip scrolls sideways: the searched day is brought to its middle, the page not moved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new strip brings new days to centre
  useEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current="date"]')
    const scroller = list?.parentElement
    if (!current || !scroller) return
    scroller.scrollLeft = current.offsetLeft - (scroller.clientWidth - current.offsetWidth) / 2
  }, [strip])
  if (!strip) return null
  return (
    <nav
      className="flights-dates"
      aria-label={t('flights.dates.title')}
      aria-busy={strip.phase === 'loading'}
      // In the results' live region (SearchResults), but its prices arriving are not announced.
      aria-live="off"
    >
      {strip.phase === 'done' && (
        <ol ref={listRef} className="flights-dates__list" data-testid="date-strip">
          {strip.answer.days.map((day) => {
            const price =
              day.price_total === null
                ? t('flights.dates.none')
                : displayPrice({
                    minor: day.price_total,
                    currency: strip.answer.currency,
                    view: money,
                    locale,
                  }).main
            return (
              <li key={day.departDate}>
                <button
                  type="button"
                  className="flights-dates__day"
                  data-testid="date-strip-day"
                  data-date={day.departDate}
                  data-price={day.price_total ?? undefined}
                  aria-current={day.offset === 0 ? 'date' : undefined}
                  disabled={day.price_total === null || day.offset === 0}
                  onClick={() => onChoose(day)}
                >
                  <span className="flights-dates__date">{formatShortDate(day.departDate, locale)}</span>
                  <span className="flights-dates__price">{price}</span>
                </button>
              </li>
            )
          })}
        </ol>
      )}
    </nav>
  )
}
