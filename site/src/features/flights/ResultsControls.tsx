import { FLIGHT_SORTS, STOP_FILTERS, type TFlightSort, TIME_WINDOWS } from '@nexovia/content-schema/core'
import { useId, useState } from 'react'
import { SelectField } from '../../lib/forms/fields'
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
        <SelectField
          id={`${panelId}-stops`}
          name="stops"
          className="search-field"
          label={t('flights.stops')}
          value={filters.stops}
          options={STOP_FILTERS.map((option) => ({ value: option, label: t(`search.stops.${option}`) }))}
          onChange={(stops) => onFilters({ ...filters, stops: stops as ItineraryFilters['stops'] })}
        />
        {(['departure', 'arrival'] as const).map((end) => (
          <SelectField
            key={end}
            id={`${panelId}-${end}`}
            name={end}
            className="search-field"
            label={t(`search.${end}Window`)}
            value={filters[end]}
            options={TIME_WINDOWS.map((option) => ({ value: option, label: t(`search.window.${option}`) }))}
            onChange={(window) => onFilters({ ...filters, [end]: window as ItineraryFilters['departure'] })}
          />
        ))}
      </div>
    </div>
  )
}
