import { useEffect, useRef, useState } from 'react'
import { messagesTranslator } from '../../lib/forms/messages'
import { FlightSearchForm } from './FlightSearchForm'
import { HotelSearchForm } from './HotelSearchForm'
import { ActivitySearchForm, CarSearchForm } from './SimpleSearchForms'
import { searchFromAddress } from './searchFromAddress'
import type { SearchMessages } from './searchMessages'
import { type Airport, localIsoDate } from './searchRules'
import { readLastStay, type StayDates, suggestedStay } from './stayDates'
import './SearchPanel.css'

const SERVICES = ['flights', 'hotels', 'cars', 'activities'] as const
type Service = (typeof SERVICES)[number]

/** Where each tab's search goes, already in the page's language. */
export type SearchTargets = { flights: string; hotels: string; cars: string; activities: string }

type Props = { airports: Airport[]; messages: SearchMessages; targets: SearchTargets }

/** The home search panel: four tabs (arrow keys move between them), each with its own form. */
export default function SearchPanel({ airports, messages, targets }: Props) {
  const t = messagesTranslator(messages)
  const [service, setService] = useState<Service>('flights')
  const [today, setToday] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [hotelLocation, setHotelLocation] = useState('')
  const [hotelDates, setHotelDates] = useState<StayDates | null>(null)
  const tabRefs = useRef<Record<Service, HTMLButtonElement | null>>({
    flights: null,
    hotels: null,
    cars: null,
    activities: null,
  })
  // The visitor's own date, not the server's: set once the panel runs in the browser.
  useEffect(() => setToday(localIsoDate()), [])
  // The menu's Hotels and a guide's hotel link name the Hotels tab (and a city) in the address; the menu
  // link clicked on this page changes only the hash.
  useEffect(() => {
    const openFromAddress = () => {
      const asked = searchFromAddress(window.location.search, window.location.hash)
      if (!asked) return
      setService(asked.service)
      setHotelLocation(asked.location)
      // A guide's Book Now names its city: the stay starts from the visitor's last dates, else suggested ones.
      if (asked.location) setHotelDates(suggestedStay(localIsoDate(), readLastStay(window.localStorage)))
    }
    openFromAddress()
    window.addEventListener('hashchange', openFromAddress)
    return () => window.removeEventListener('hashchange', openFromAddress)
  }, [])

  const go = (target: string, query?: URLSearchParams) => {
    try {
      window.location.assign(query ? `${target}?${query}` : target)
    } catch {
      setFailure(t('errors.searchFailed'))
    }
  }

  const onTabKeyDown = (event: React.KeyboardEvent, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: SERVICES.length - 1,
    }
    if (!(event.key in keys)) return
    event.preventDefault()
    const next = SERVICES[(keys[event.key]! + SERVICES.length) % SERVICES.length]!
    setService(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <section className="search-panel" aria-labelledby="search-title" data-testid="search-panel">
      <h2 id="search-title" className="search-panel__title">
        {t('search.title')}
      </h2>
      <div className="search-tabs" role="tablist" aria-label={t('search.services')}>
        {SERVICES.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`search-tab-${tab}`}
            aria-selected={service === tab}
            aria-controls={`search-panel-${tab}`}
            tabIndex={service === tab ? 0 : -1}
            className="search-tabs__tab"
            onClick={() => setService(tab)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {t(`search.tab.${tab}`)}
          </button>
        ))}
      </div>
      {SERVICES.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`search-panel-${tab}`}
          aria-labelledby={`search-tab-${tab}`}
          hidden={service !== tab}
          className="search-tabpanel"
        >
          {service === tab && tab === 'flights' && (
            <FlightSearchForm
              airports={airports}
              today={today}
              t={t}
              onSearch={(query) => go(targets.flights, query)}
            />
          )}
          {service === tab && tab === 'hotels' && (
            <HotelSearchForm
              key={`${hotelLocation}|${hotelDates?.checkIn ?? ''}`}
              initialLocation={hotelLocation}
              initialDates={hotelDates}
              today={today}
              t={t}
              onSearch={(query) => go(targets.hotels, query)}
            />
          )}
          {service === tab && tab === 'cars' && (
            <CarSearchForm today={today} t={t} onSearch={() => go(targets.cars)} />
          )}
          {service === tab && tab === 'activities' && (
            <ActivitySearchForm today={today} t={t} onSearch={() => go(targets.activities)} />
          )}
        </div>
      ))}
      {failure && (
        <p className="search-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  )
}
