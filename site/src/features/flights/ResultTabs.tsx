import { formatDuration, type Locale } from '@nexovia/content-schema/core'
import { displayPrice } from '../../lib/money/displayPrice'
import type { FlightMoney } from './flightFormat'
import type { FlightsT } from './flightMessages'
import { RESULT_TABS, type ResultTab, tabLeaders } from './resultsView'
import type { ShownItinerary } from './searchOutcome'

/** The list the tabs order. */
export const RESULTS_PANEL_ID = 'flights-list'

type Props = {
  itineraries: readonly ShownItinerary[]
  tab: ResultTab
  locale: Locale
  money: FlightMoney
  t: FlightsT
  onTab: (tab: ResultTab) => void
}

/** Best, Cheapest and Fastest, each with the price and the length of its first flight. */
export function ResultTabs({ itineraries, tab, locale, money, t, onTab }: Props) {
  const leaders = tabLeaders(itineraries)
  return (
    <div className="flights-tabs" role="tablist" aria-label={t('flights.tabs.label')}>
      {RESULT_TABS.map((option) => {
        const leader = leaders[option]
        return (
          <button
            key={option}
            type="button"
            role="tab"
            id={`flights-tab-${option}`}
            aria-controls={RESULTS_PANEL_ID}
            className="flights-tabs__tab"
            data-testid={`tab-${option}`}
            aria-selected={tab === option}
            onClick={() => onTab(option)}
          >
            <span className="flights-tabs__name">{t(`flights.tab.${option}`)}</span>
            {leader && (
              <span className="flights-tabs__figures">
                <span data-testid="tab-price">
                  {
                    displayPrice({
                      minor: leader.price_total,
                      currency: leader.currency,
                      view: money,
                      locale,
                    }).main
                  }
                </span>
                <span>{formatDuration(leader.duration_total_min, locale)}</span>
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
