import { STOP_FILTERS, TIME_WINDOWS } from '@nexovia/content-schema/core'
import { useEffect } from 'react'
import { CheckboxField, SelectField } from '../../lib/forms/fields'
import type { FlightsT } from './flightMessages'
import { preloadCards } from './ItinerarySlot'
import type { ItineraryFilters } from './itineraryFilters'

type Props = {
  /** The panel's id, the prefix of its fields' ids. */
  panelId: string
  filters: ItineraryFilters
  airlines: readonly string[]
  hours: { shortest: number; longest: number }
  t: FlightsT
  onFilters: (filters: ItineraryFilters) => void
}

const ANY_DURATION = ''

/** The filters' fields (ResultsControls draws them once its panel is first opened). */
export function FiltersPanel({ panelId, filters, airlines, hours, t, onFilters }: Props) {
  // A filter may bring back cards the server did not draw: their code comes with the panel.
  useEffect(preloadCards, [])
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
    <>
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
    </>
  )
}
