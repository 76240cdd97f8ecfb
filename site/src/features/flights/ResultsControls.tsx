import { STOP_FILTERS, TIME_WINDOWS } from '@nexovia/content-schema/core'
import { useId, useState } from 'react'
import { CheckboxField, SelectField } from '../../lib/forms/fields'
import type { FlightsT } from './flightMessages'
import { type ItineraryFilters, NO_FILTERS } from './itineraryRules'

type Props = {
  filters: ItineraryFilters
  /** The airlines of the results, the airline filter's choices. */
  airlines: readonly string[]
  /** The whole hours of the shortest and the longest journey, the duration filter's range. */
  hours: { shortest: number; longest: number }
  t: FlightsT
  onFilters: (filters: ItineraryFilters) => void
}

const ANY_DURATION = ''

/** How many filters narrow the list (the toggle shows it, so a closed panel still says the list is narrowed). */
const activeCount = (filters: ItineraryFilters) =>
  [
    filters.stops !== 'any',
    filters.departure !== 'any',
    filters.arrival !== 'any',
    filters.airlines.length > 0,
    filters.hasBag,
    filters.maxHours !== null,
  ].filter(Boolean).length

/** The collapsible filter panel: stops, departure and arrival windows, airlines, a checked bag, the longest journey. */
export function ResultsControls({ filters, airlines, hours, t, onFilters }: Props) {
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const count = activeCount(filters)
  const set = (changes: Partial<ItineraryFilters>) => onFilters({ ...filters, ...changes })
  // The hours of the results, and the one a shared link asked for when it is outside them.
  const durations = [
    ...new Set([
      ...Array.from(
        { length: Math.max(0, hours.longest - hours.shortest + 1) },
        (_, index) => hours.shortest + index,
      ),
      ...(filters.maxHours === null ? [] : [filters.maxHours]),
    ]),
  ].sort((a, b) => a - b)
  return (
    <div className="flights-controls">
      <button
        type="button"
        className="flights-controls__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('flights.hideFilters') : t('flights.showFilters')}
        {count > 0 && <span className="flights-controls__count"> ({count})</span>}
      </button>
      {count > 0 && (
        <button type="button" className="flights-controls__clear" onClick={() => onFilters(NO_FILTERS)}>
          {t('flights.filter.clear')}
        </button>
      )}
      <div id={panelId} className="flights-filters" hidden={!isOpen}>
        <SelectField
          id={`${panelId}-stops`}
          name="stops"
          className="search-field"
          label={t('flights.stops')}
          value={filters.stops}
          options={STOP_FILTERS.map((option) => ({ value: option, label: t(`search.stops.${option}`) }))}
          onChange={(stops) => set({ stops: stops as ItineraryFilters['stops'] })}
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
            onChange={(window) => set({ [end]: window as ItineraryFilters['departure'] })}
          />
        ))}
        <SelectField
          id={`${panelId}-duration`}
          name="maxHours"
          className="search-field"
          label={t('flights.filter.maxDuration')}
          value={filters.maxHours === null ? ANY_DURATION : String(filters.maxHours)}
          options={[
            { value: ANY_DURATION, label: t('flights.filter.anyDuration') },
            ...durations.map((value) => ({
              value: String(value),
              label: t('flights.filter.upTo', { hours: value }),
            })),
          ]}
          onChange={(value) => set({ maxHours: value === ANY_DURATION ? null : Number(value) })}
        />
        <CheckboxField
          name="bags"
          label={t('flights.filter.bags')}
          checked={filters.hasBag}
          onChange={(hasBag) => set({ hasBag })}
        />
        <fieldset className="flights-filters__airlines">
          <legend>{t('flights.filter.airlines')}</legend>
          {airlines.map((airline) => (
            <CheckboxField
              key={airline}
              name="airline"
              label={airline}
              checked={filters.airlines.includes(airline)}
              onChange={(isChosen) =>
                set({
                  airlines: isChosen
                    ? [...filters.airlines, airline]
                    : filters.airlines.filter((name) => name !== airline),
                })
              }
            />
          ))}
        </fieldset>
      </div>
    </div>
  )
}
