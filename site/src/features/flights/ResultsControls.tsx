import { FLIGHT_SORTS, STOP_FILTERS, type TFlightSort, TIME_WINDOWS } from '@nexovia/content-schema/core'
import { useId, useState } from 'react'
import type { FlightsT } from './flightMessages'
import type { ItineraryFilters } from './itineraryRules'

type Props = {
  sort: TFlightSort
  filters: ItineraryFilters
  t: FlightsT
  onSort: (sort: TFlightSort) => void
  onFilters: (filters: ItineraryFilters) => void
}

/** The sort bar (price, duration, stops) and the collapsible filter panel (stops, time windows). */
export function ResultsControls({ sort, filters, t, onSort, onFilters }: Props) {
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="flights-controls">
      <fieldset className="flights-sort">
        <legend>{t('search.sortBy')}</legend>
        {FLIGHT_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={sort === option}
            className="flights-sort__option"
            onClick={() => onSort(option)}
          >
            {t(`search.sort.${option}`)}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className="flights-controls__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('flights.hideFilters') : t('flights.showFilters')}
      </button>
      <div id={panelId} className="flights-filters" hidden={!isOpen}>
        <div className="search-field">
          <label htmlFor={`${panelId}-stops`}>{t('flights.stops')}</label>
          <select
            id={`${panelId}-stops`}
            value={filters.stops}
            onChange={(event) =>
              onFilters({ ...filters, stops: event.target.value as ItineraryFilters['stops'] })
            }
          >
            {STOP_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`search.stops.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {(['departure', 'arrival'] as const).map((end) => (
          <div className="search-field" key={end}>
            <label htmlFor={`${panelId}-${end}`}>{t(`search.${end}Window`)}</label>
            <select
              id={`${panelId}-${end}`}
              value={filters[end]}
              onChange={(event) =>
                onFilters({ ...filters, [end]: event.target.value as ItineraryFilters['departure'] })
              }
            >
              {TIME_WINDOWS.map((option) => (
                <option key={option} value={option}>
                  {t(`search.window.${option}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </div>
  )
}
