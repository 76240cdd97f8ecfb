import { FLIGHT_PAGE_SUGGESTIONS, PASSENGER_LIMITS } from '@nexovia/content-schema/core'
import { airportLabel } from '@nexovia/content-schema/places/airport-match'
import { useState } from 'react'
import { SelectField } from '../../lib/forms/fields'
import { AirportField } from '../search/AirportField'
import { CabinField } from '../search/CabinField'
import type { Airport, AirportChoice } from '../search/searchRules'
import type { FlightCriteria } from './flightCriteria'
import type { FlightsKey, FlightsT } from './flightMessages'

type Props = {
  initial: FlightCriteria
  airports: readonly Airport[]
  today: string
  isSearching: boolean
  t: FlightsT
  onSearch: (criteria: FlightCriteria) => void
}

/** The field shows the airport's label when the code is known, else the code as it came. */
const choiceOf = (code: string, airports: readonly Airport[]): AirportChoice => {
  const airport = airports.find((candidate) => candidate.code === code) ?? null
  return { text: airport ? airportLabel(airport) : code, airport }
}

type Count = 'adults' | 'children' | 'infants'
const COUNTS: readonly Count[] = ['adults', 'children', 'infants']

/** The /flights form: airports with suggestions (at most 5), dates, passengers and cabin (spec 02 §2, §5). */
export function FlightCriteriaForm({ initial, airports, today, isSearching, t, onSearch }: Props) {
  const [origin, setOrigin] = useState(() => choiceOf(initial.origin, airports))
  const [destination, setDestination] = useState(() => choiceOf(initial.destination, airports))
  const [form, setForm] = useState(initial)
  const [error, setError] = useState<FlightsKey | null>(null)
  const [invalid, setInvalid] = useState<string[]>([])
  const set = <K extends keyof FlightCriteria>(name: K, value: FlightCriteria[K]) => {
    setError(null)
    setForm((current) => ({ ...current, [name]: value }))
  }

  const submit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = [
      ...(origin.airport ? [] : ['origin']),
      ...(destination.airport ? [] : ['destination']),
      ...(form.departDate ? [] : ['departDate']),
    ]
    setInvalid(missing)
    if (missing.length > 0) return setError('validation.searchRequiredFields')
    if (origin.airport?.code === destination.airport?.code) return setError('validation.sameAirports')
    // ISO dates compare correctly as strings.
    if (form.returnDate && form.returnDate < form.departDate)
      return setError('validation.returnBeforeDeparture')
    onSearch({ ...form, origin: origin.airport?.code ?? '', destination: destination.airport?.code ?? '' })
  }

  return (
    <form className="flights-form" onSubmit={submit} noValidate data-testid="flights-form">
      <div className="flights-form__row">
        <AirportField
          id="flights-origin"
          name="origin"
          label={t('search.from')}
          value={origin}
          airports={airports}
          isInvalid={invalid.includes('origin')}
          t={t}
          limit={FLIGHT_PAGE_SUGGESTIONS}
          onChange={(choice) => {
            setError(null)
            setOrigin(choice)
          }}
        />
        <AirportField
          id="flights-destination"
          name="destination"
          label={t('search.to')}
          value={destination}
          airports={airports}
          isInvalid={invalid.includes('destination')}
          t={t}
          limit={FLIGHT_PAGE_SUGGESTIONS}
          onChange={(choice) => {
            setError(null)
            setDestination(choice)
          }}
        />
      </div>
      <div className="flights-form__row">
        <div className="search-field">
          <label htmlFor="flights-depart">{t('search.departureDate')}</label>
          <input
            id="flights-depart"
            name="departDate"
            type="date"
            min={today || undefined}
            value={form.departDate}
            aria-invalid={invalid.includes('departDate') || undefined}
            onChange={(event) => set('departDate', event.target.value)}
          />
        </div>
        <div className="search-field">
          <label htmlFor="flights-return">{t('search.returnDate')}</label>
          <input
            id="flights-return"
            name="returnDate"
            type="date"
            min={form.departDate || today || undefined}
            value={form.returnDate}
            onChange={(event) => set('returnDate', event.target.value)}
          />
        </div>
        {COUNTS.map((count) => (
          <SelectField
            key={count}
            id={`flights-${count}`}
            name={count}
            className="search-field flights-form__count"
            label={t(`search.${count}`)}
            value={String(form[count])}
            options={Array.from(
              { length: PASSENGER_LIMITS[count].max - PASSENGER_LIMITS[count].min + 1 },
              (_, index) => String(PASSENGER_LIMITS[count].min + index),
            ).map((value) => ({ value, label: value }))}
            onChange={(value) => set(count, Number(value))}
          />
        ))}
        <CabinField id="flights-cabin" value={form.cabin} onChange={(cabin) => set('cabin', cabin)} t={t} />
      </div>
      {error && (
        <p className="flights-form__error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="submit" className="flights-button" disabled={isSearching}>
        {isSearching ? t('search.searching') : t('search.submit')}
      </button>
    </form>
  )
}
