import { formatShortDate, type Locale, POPULAR_ROUTES } from '@nexovia/content-schema/core'
import { lazy, Suspense, useState } from 'react'
import { messagesTranslator } from '../../lib/forms/messages'
import { storedCurrency } from '../../lib/money/currencyPreference'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
import type { Airport } from '../search/searchRules'
import { localIsoDate } from '../search/searchRules'
import { EntryRequirementsPanel } from './EntryRequirementsPanel'
import type { DestinationRequirements } from './entryRequirementsRules'
import { FlightCriteriaForm } from './FlightCriteriaForm'
import type { FlightsMessages } from './flightMessages'
import { trackEvent } from './flightStorage'
import { RouteChips } from './RouteChips'
import { SearchResults } from './SearchResults'
import { TripLegs } from './TripLegs'
import { type AirportCountry, routeEquivalentCurrency } from './travelRegions'
import { useFlightSearch } from './useFlightSearch'
import '../search/SearchPanel.css'
import './flights.css'

type Props = {
  locale: Locale
  messages: FlightsMessages
  airports: (Airport & AirportCountry)[]
  money: TMoneyView
  /** Every destination's entry requirements; the searched one's show above the results. */
  entryRequirements: DestinationRequirements
}

// The lead form loads when a visitor opens it: most searches never do (JS budget, issue 18).
const LeadModal = lazy(() => import('./LeadModal').then((module) => ({ default: module.LeadModal })))

/** A popular route without a chosen date searches two weeks ahead. */
const POPULAR_ROUTE_LEAD_DAYS = 14

const popularDate = () => {
  const date = new Date()
  date.setDate(date.getDate() + POPULAR_ROUTE_LEAD_DAYS)
  return localIsoDate(date)
}

/**
 * The flight search page (flow B, spec 02 §2): popular routes, the criteria form, recent searches,
 * the results of the search the URL holds (useFlightSearch), and 'Contact Us'.
 */
export default function FlightSearch({ locale, messages, airports, money, entryRequirements }: Props) {
  const t = messagesTranslator(messages)
  const { criteria, formKey, state, recent, refreshing, today, start, refresh } = useFlightSearch(locale)
  const [lead, setLead] = useState<{ itineraryId: string | null } | null>(null)

  const contact = (itineraryId: string | null) => {
    trackEvent('flight_contact', { itinerary: itineraryId ?? 'none' })
    setLead({ itineraryId })
  }

  return (
    <div className="flights-page">
      <RouteChips
        id="flights-popular"
        title={t('search.popularRoutes')}
        routes={POPULAR_ROUTES}
        label={(route) => t('flights.routeTo', { origin: route.origin, destination: route.destination })}
        onChoose={(route) =>
          start({
            ...criteria,
            origin: route.origin,
            destination: route.destination,
            departDate: criteria.departDate || popularDate(),
          })
        }
      />

      <FlightCriteriaForm
        key={formKey}
        initial={criteria}
        airports={airports}
        today={today}
        isSearching={state.phase === 'loading'}
        messages={messages}
        t={t}
        onSearch={start}
      />

      {recent.length > 0 && (
        <RouteChips
          id="flights-recent"
          title={t('flights.recentSearches')}
          routes={recent}
          label={(entry) =>
            `${t('flights.routeTo', { origin: entry.origin, destination: entry.destination })} · ${formatShortDate(entry.departDate, locale)}`
          }
          onChoose={start}
        />
      )}

      {state.phase !== 'idle' && (
        <EntryRequirementsPanel
          requirements={entryRequirements}
          destination={criteria.destination}
          city={
            airports.find((airport) => airport.code === criteria.destination)?.city ?? criteria.destination
          }
          locale={locale}
          t={t}
        />
      )}

      {state.phase !== 'idle' && criteria.legs.length > 0 && (
        <TripLegs
          legs={criteria.legs}
          unserved={state.phase === 'done' ? state.unservedLegs : []}
          locale={locale}
          t={t}
        />
      )}

      <SearchResults
        state={state}
        locale={locale}
        money={{
          ...money,
          // The page is the same for every visitor (route cache); results only ever render in the
          // browser, which reads the visitor's own currency from their cookie.
          currency:
            typeof document === 'undefined'
              ? money.currency
              : (storedCurrency(document.cookie) ?? money.currency),
          destination: routeEquivalentCurrency(criteria.origin, criteria.destination, airports),
        }}
        refreshing={refreshing}
        t={t}
        onRefresh={(itinerary) => void refresh(itinerary)}
        onContact={contact}
      />

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
