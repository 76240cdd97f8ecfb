import { lazy, Suspense, useId, useState } from 'react'
import type { FlightsT } from './flightMessages'
import { preloadCards } from './ItinerarySlot'
import { type ItineraryFilters, NO_FILTERS } from './itineraryFilters'

type Props = {
  filters: ItineraryFilters
  /** The airlines of the results, the airline filter's choices. */
  airlines: readonly string[]
  /** The whole hours of the shortest and the longest journey, the duration filter's range. */
  hours: { shortest: number; longest: number }
  t: FlightsT
  onFilters: (filters: ItineraryFilters) => void
}

/** The panel's fields, loaded when it is first opened or about to be (issue 41: the page hydrates without them). */
const loadPanel = () => import('./FiltersPanel')
const FiltersPanel = lazy(() => loadPanel().then((module) => ({ default: module.FiltersPanel })))

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

/**
 * The collapsible filter panel: stops, departure and arrival windows, airlines, a checked bag, the
 * longest journey. Closed, it is an empty box (its fields are drawn once it is first opened).
 */
export function ResultsControls({ filters, airlines, hours, t, onFilters }: Props) {
  const [isOpen, setIsOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  const panelId = useId()
  const count = activeCount(filters)
  return (
    <div className="flights-controls">
      <button
        type="button"
        className="flights-controls__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWasOpened(true)
          setIsOpen((open) => !open)
        }}
      >
        {isOpen ? t('flights.hideFilters') : t('flights.showFilters')}
        {count > 0 && <span className="flights-controls__count"> ({count})</span>}
      </button>
      {count > 0 && (
        <button
          type="button"
          className="flights-controls__clear"
          onPointerEnter={preloadCards}
          onFocus={preloadCards}
          onClick={() => onFilters(NO_FILTERS)}
        >
          {t('flights.filter.clear')}
        </button>
      )}
      <div id={panelId} className="flights-filters" hidden={!isOpen}>
        {wasOpened && (
          <Suspense fallback={null}>
            <FiltersPanel
              panelId={panelId}
              filters={filters}
              airlines={airlines}
              hours={hours}
              t={t}
              onFilters={onFilters}
            />
          </Suspense>
        )}
      </div>
    </div>
  )
}
