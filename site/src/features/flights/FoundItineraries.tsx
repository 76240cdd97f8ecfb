import type { TItinerary } from '@nexovia/content-schema'
import type { Locale } from '@nexovia/content-schema/core'
import { useMemo } from 'react'
import type { FlightMoney } from './flightFormat'
import type { FlightsT } from './flightMessages'
import { ItinerarySlot } from './ItinerarySlot'
import { filterItineraries } from './itineraryRules'
import { ResultsControls } from './ResultsControls'
import { RESULTS_PANEL_ID, ResultTabs } from './ResultTabs'
import { airlineChoices, longestHours, type ResultsView, tabOrder } from './resultsView'

export type FoundItinerariesProps = {
  /** Every itinerary the search found. */
  all: TItinerary[]
  /** The tab and filters, kept in the URL (useFlightSearch). */
  view: ResultsView
  locale: Locale
  /** The visitor's currency and rates, and the route's West African currency, for the "≈" lines. */
  money: FlightMoney
  /** The itinerary whose price is being refreshed. */
  refreshing: string | null
  t: FlightsT
  onView: (view: ResultsView) => void
  onRefresh: (itinerary: TItinerary) => void
  /** 'Contact Us', about an itinerary or (null) from a failed search. */
  onContact: (itineraryId: string | null) => void
}

/**
 * A search's itineraries under the Best / Cheapest / Fastest tabs and the filters; the tabs' prices
 * are those of the filtered list. In the results half of the page (flightsHalves.tsx).
 */
export function FoundItineraries({
  all,
  view,
  locale,
  money,
  refreshing,
  t,
  onView,
  onRefresh,
  onContact,
}: FoundItinerariesProps) {
  const filtered = useMemo(() => filterItineraries(all, view.filters), [all, view.filters])
  const shown = useMemo(() => tabOrder(filtered, view.tab), [filtered, view.tab])
  const airlines = useMemo(() => airlineChoices(all, view.filters), [all, view.filters])
  const hours = useMemo(
    () => ({
      shortest: Math.max(1, Math.ceil(Math.min(...all.map((item) => item.duration_total_min)) / 60)),
      longest: longestHours(all),
    }),
    [all],
  )

  return (
    <>
      <ResultTabs
        itineraries={filtered}
        tab={view.tab}
        locale={locale}
        money={money}
        t={t}
        onTab={(tab) => onView({ ...view, tab })}
      />
      <div className="flights-results__bar">
        <p className="flights-count" data-testid="result-count">
          {shown.length === 1
            ? t('flights.resultCount.one')
            : t('flights.resultCount.other', { count: shown.length })}
        </p>
        <ResultsControls
          filters={view.filters}
          airlines={airlines}
          hours={hours}
          t={t}
          onFilters={(filters) => onView({ ...view, filters })}
        />
      </div>
      <div
        id={RESULTS_PANEL_ID}
        role="tabpanel"
        aria-labelledby={`flights-tab-${view.tab}`}
        className="flights-results__list"
      >
        {shown.length === 0 ? (
          <div className="flights-empty">
            <p className="flights-empty__title">{t('search.noFlights')}</p>
            <p>{t('search.adjustCriteria')}</p>
          </div>
        ) : (
          shown.map((itinerary) => (
            <ItinerarySlot
              key={itinerary.itinerary_id}
              itinerary={itinerary}
              locale={locale}
              money={money}
              isRefreshing={refreshing === itinerary.itinerary_id}
              t={t}
              onRefresh={() => onRefresh(itinerary)}
              onContact={() => onContact(itinerary.itinerary_id)}
            />
          ))
        )}
      </div>
    </>
  )
}
