import { formatShortDate, type Locale, POPULAR_ROUTES } from '@nexovia/content-schema/core'
import { lazy, Suspense, useEffect, useState } from 'react'
import { messagesTranslator } from '../../lib/forms/messages'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
import { localIsoDate } from '../search/localIsoDate'
import type { Airport } from '../search/searchRules'
import type { FlightCriteria } from './flightCriteria'
import type { FlightsMessages } from './flightMessages'
import { trackEvent } from './flightStorage'
import {
  DateStrip,
  EntryRequirementsPanel,
  FlightCriteriaForm,
  nationalityInPage,
  shownMoneyOf,
} from './flightsHalves'
import { RouteChips } from './RouteChips'
import { SearchResults } from './SearchResults'
import { SearchSummary } from './SearchSummary'
import { TripLegs } from './TripLegs'
import type { AirportCountry } from './travelRegions'
import { useEntryRequirements } from './useEntryRequirements'
import { type InitialSearch, preloadSearch, useFlightSearch } from './useFlightSearch'
import '../search/SearchPanel.css'
import './flights.css'
// The styles of both halves (flightsHalves) are in the page's stylesheet, not in a half's chunk: the
// server's results are styled before any script.
import '../../components/entryFacts.css'
import './cardParts.css'

type Props = {
  locale: Locale
  messages: FlightsMessages
  airports: (Airport & AirportCountry)[]
  money: TMoneyView
  /** The URL's search as the server ran it (FlightsRoute.astro), absent when the URL holds none. */
  initialSearch?: InitialSearch | null
}

// The lead form loads when a visitor opens it: most searches never do (JS budget, issue 18).
const LeadModal = lazy(() => import('./LeadModal').then((module) => ({ default: module.LeadModal })))

/** The date strip's place while its code loads (a first search on a page opened without one): as it is while its prices load. */
const DateStripLoading = ({ label }: { label: string }) => (
  <nav className="flights-dates" aria-label={label} aria-busy="true" aria-live="off" />
)

/** A popular route without a chosen date searches two weeks ahead. */
const POPULAR_ROUTE_LEAD_DAYS = 14

const DAY_MS = 86_400_000
/** Read when a route is chosen (never while rendering): the visitor's calendar, two weeks on. */
const popularDate = () => localIsoDate(new Date(Date.now() + POPULAR_ROUTE_LEAD_DAYS * DAY_MS))

/**
 * The flight search page (flow B, spec 02 §2). Before a search: popular routes, the criteria form,
 * recent searches. Once the URL holds a search (useFlightSearch), its results lead (issue 35): the
 * search in one line that opens the form, the prices around its dates, the tabs, filters and cards,
 * then the entry requirements, recent searches and popular routes; 'Contact Us' from any card.
 */
export default function FlightSearch({ locale, messages, airports, money, initialSearch }: Props) {
  const t = messagesTranslator(messages)
  const search = useFlightSearch(locale, initialSearch)
  const { criteria, state, recent } = search
  const [lead, setLead] = useState<{ itineraryId: string | null } | null>(null)
  const [isFormOpen, setIsFormOpen] = useState(false)
  // Above the server's results the form is drawn once first opened (its code loads then: flightsHalves);
  // a page opened on the form keeps it, hidden, once a search runs (as it always did).
  const [wasFormOpened, setWasFormOpened] = useState(!initialSearch)
  // Once a search runs, its results lead the page: the search is one line that opens the form.
  const hasSearch = state.phase !== 'idle'
  // Read once, in the first render, while the server's HTML is still in the page.
  const [nationalityChosenBefore] = useState(nationalityInPage)
  const entryRequirements = useEntryRequirements(
    criteria.destination,
    locale,
    hasSearch,
    initialSearch?.requirements,
  )
  // What follows the results (entry requirements, recent and popular routes) shows once the search has
  // answered and the destination's requirements are known: arriving together, below the list, they
  // move nothing on the screen (issue 41), where each arriving on its own pushed the others down.
  const destinationAirport = criteria.destination.trim().toUpperCase()
  const isBelowResultsReady =
    state.phase !== 'loading' && (!destinationAirport || destinationAirport in entryRequirements)

  // The visitor's first press or focus in the page starts loading what a search needs (and, without a
  // search, what shows one).
  useEffect(() => {
    const once = { capture: true, once: true }
    document.addEventListener('pointerdown', preloadSearch, once)
    document.addEventListener('focusin', preloadSearch, once)
    return () => {
      document.removeEventListener('pointerdown', preloadSearch, once)
      document.removeEventListener('focusin', preloadSearch, once)
    }
  }, [])

  const contact = (itineraryId: string | null) => {
    trackEvent('flight_contact', { itinerary: itineraryId ?? 'none' })
    setLead({ itineraryId })
  }
  const startSearch = (next: FlightCriteria) => {
    setIsFormOpen(false)
    search.start(next)
  }
  // A page without a search is the same for every visitor (route cache) and its results render in the
  // browser, which reads the visitor's currency from their cookie; a page with one was rendered for the
  // visitor, from the same cookie (FlightsRoute.astro), so both agree.
  const shownMoney = shownMoneyOf(money, { ...criteria, airports })

  const popular = (
    <RouteChips
      id="flights-popular"
      title={t('search.popularRoutes')}
      routes={POPULAR_ROUTES}
      label={(route) => t('flights.routeTo', { origin: route.origin, destination: route.destination })}
      onChoose={(route) =>
        startSearch({
          ...criteria,
          origin: route.origin,
          destination: route.destination,
          departDate: criteria.departDate || popularDate(),
        })
      }
    />
  )
  const recentSearches = recent.length > 0 && (
    <RouteChips
      id="flights-recent"
      title={t('flights.recentSearches')}
      routes={recent}
      label={(entry) =>
        `${t('flights.routeTo', { origin: entry.origin, destination: entry.destination })} · ${formatShortDate(entry.departDate, locale)}`
      }
      onChoose={startSearch}
    />
  )

  // Above results it sits in the search line's disclosure (SearchSummary), drawn once first opened.
  const criteriaForm = (
    <div className="flights-change__form">
      {(!hasSearch || wasFormOpened) && (
        <Suspense fallback={null}>
          <FlightCriteriaForm
            key={search.formKey}
            initial={criteria}
            airports={airports}
            today={search.today}
            isSearching={state.phase === 'loading'}
            checksOnMount={search.needsFix}
            messages={messages}
            t={t}
            onSearch={startSearch}
          />
        </Suspense>
      )}
    </div>
  )

  return (
    <div className={hasSearch ? 'flights-page flights-page--results' : 'flights-page'}>
      {!hasSearch && popular}

      {hasSearch ? (
        <SearchSummary
          criteria={criteria}
          locale={locale}
          isOpen={isFormOpen}
          t={t}
          onToggle={(isOpen) => {
            if (isOpen) setWasFormOpened(true)
            setIsFormOpen(isOpen)
          }}
        >
          {criteriaForm}
        </SearchSummary>
      ) : (
        criteriaForm
      )}

      {!hasSearch && recentSearches}

      {hasSearch && criteria.legs.length > 0 && (
        <TripLegs
          legs={criteria.legs}
          unserved={state.phase === 'done' ? state.unservedLegs : []}
          locale={locale}
          t={t}
        />
      )}

      <SearchResults
        strip={
          search.strip && (
            <Suspense fallback={<DateStripLoading label={t('flights.dates.title')} />}>
              <DateStrip
                strip={search.strip}
                locale={locale}
                money={shownMoney}
                t={t}
                onChoose={(day) =>
                  startSearch({ ...criteria, departDate: day.departDate, returnDate: day.returnDate ?? '' })
                }
              />
            </Suspense>
          )
        }
        state={state}
        view={search.view}
        locale={locale}
        money={shownMoney}
        refreshing={search.refreshing}
        t={t}
        onView={search.setView}
        onRefresh={(itinerary) => void search.refresh(itinerary)}
        onContact={contact}
      />

      {/* What follows the results arrives together (its requirements panel may still be loading). */}
      {hasSearch && isBelowResultsReady && (
        <Suspense fallback={null}>
          <EntryRequirementsPanel
            requirements={entryRequirements}
            destination={criteria.destination}
            city={
              airports.find((airport) => airport.code === criteria.destination)?.city ?? criteria.destination
            }
            locale={locale}
            t={t}
            chosenBefore={nationalityChosenBefore}
          />
          {recentSearches}
          {popular}
        </Suspense>
      )}

      {lead && (
        <Suspense fallback={null}>
          <LeadModal
            itineraryId={lead.itineraryId}
            locale={locale}
            messages={messages}
            onClose={() => setLead(null)}
          />
        </Suspense>
      )}
    </div>
  )
}
