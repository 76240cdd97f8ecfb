import { CABINS, FLIGHT_PAGE_SUGGESTIONS, PASSENGER_LIMITS } from '@nexovia/content-schema/core'
import { airportLabel } from '@nexovia/content-schema/places/airport-match'
import { useEffect } from 'react'
import { DateField, SelectField } from '../../lib/forms/fields'
import type { FormValue } from '../../lib/forms/typedBeforeHydration'
import { useForm } from '../../lib/forms/useForm'
import type { FieldErrors } from '../../lib/forms/validate'
import { AirportField } from '../search/AirportField'
import { CabinField } from '../search/CabinField'
import {
  type Airport,
  type AirportChoice,
  flightAirportProblem,
  missingFlightFields,
  resolveAirport,
} from '../search/searchRules'
import type { FlightCriteria } from './flightCriteria'
import type { FlightsMessages, FlightsT } from './flightMessages'

type Props = {
  initial: FlightCriteria
  airports: readonly Airport[]
  today: string
  isSearching: boolean
  /** The criteria came with something to correct (a shared link, the home form): say what at once. */
  checksOnMount?: boolean
  messages: FlightsMessages
  t: FlightsT
  onSearch: (criteria: FlightCriteria) => void
}

/** The criteria as the form holds them: each airport as its field shows it (the text, and the airport once known). */
type CriteriaForm = Omit<FlightCriteria, 'origin' | 'destination'> & {
  origin: AirportChoice
  destination: AirportChoice
}

const AIRPORT_FIELDS = [
  { name: 'origin', label: 'search.from' },
  { name: 'destination', label: 'search.to' },
] as const
type Count = 'adults' | 'children' | 'infants'
const COUNTS: readonly Count[] = ['adults', 'children', 'infants']
/** A count's choices, from its minimum to its maximum. */
const countOptions = (count: Count) => {
  const { min, max } = PASSENGER_LIMITS[count]
  return Array.from({ length: max - min + 1 }, (_, index) => String(min + index)).map((value) => ({
    value,
    label: value,
  }))
}

/** The field shows the airport's label when the code is known, else the code as it came. */
const choiceOf = (code: string, airports: readonly Airport[]): AirportChoice => {
  const airport = airports.find((candidate) => candidate.code === code) ?? null
  return { text: airport ? airportLabel(airport) : code, airport }
}

const formOf = (criteria: FlightCriteria, airports: readonly Airport[]): CriteriaForm => ({
  ...criteria,
  origin: choiceOf(criteria.origin, airports),
  destination: choiceOf(criteria.destination, airports),
})

/** What was typed before hydration: airports by text (recognised when exact), dates, passengers and cabin. */
const adoptTyped =
  (airports: readonly Airport[]) =>
  (typed: Record<string, FormValue>): Partial<CriteriaForm> => {
    const text = (name: string) => (typeof typed[name] === 'string' ? typed[name] : undefined)
    const choice = (name: string) => {
      const typedText = text(name)
      return typedText === undefined
        ? undefined
        : { text: typedText, airport: resolveAirport(typedText, airports) }
    }
    const count = (name: Count) => (text(name) === undefined ? undefined : Number(text(name)))
    const adopted: Partial<CriteriaForm> = {
      origin: choice('origin'),
      destination: choice('destination'),
      departDate: text('departDate'),
      returnDate: text('returnDate'),
      adults: count('adults'),
      children: count('children'),
      infants: count('infants'),
      cabin: CABINS.find((cabin) => cabin === text('cabin')),
    }
    return Object.fromEntries(Object.entries(adopted).filter(([, value]) => value !== undefined))
  }

/**
 * The fields still missing are marked and the form says so (spec 01 §5); then each airport must be
 * one airport (searchRules.flightAirportProblem) and the two must differ; the return must not come
 * before the departure (ISO dates compare as strings), said beside the return date.
 */
function criteriaRules(form: CriteriaForm): FieldErrors {
  const trip = { ...form, tripType: 'oneWay' as const, legs: [] }
  const missing = missingFlightFields(trip)
  if (missing.length > 0)
    return Object.fromEntries(['', ...missing].map((name) => [name, 'validation.searchRequiredFields']))
  const problem = flightAirportProblem(trip)
  if (problem) return { '': problem.key, [problem.field]: problem.key }
  if (form.returnDate && form.returnDate < form.departDate)
    return { returnDate: 'validation.returnBeforeDeparture' }
  return {}
}

/** The /flights form: airports with suggestions (at most 5), dates, passengers and cabin (spec 02 §2, §5). */
export function FlightCriteriaForm({
  initial,
  airports,
  today,
  isSearching,
  checksOnMount = false,
  messages,
  t,
  onSearch,
}: Props) {
  const form = useForm({
    initial: formOf(initial, airports),
    rules: criteriaRules,
    adopt: adoptTyped(airports),
    messages,
    fallback: 'errors.flightSearchFailed',
  })
  const isInvalid = (name: string) => Boolean(form.errors[name])
  // Once, with the criteria the form was built with (it is rebuilt, keyed, for new ones).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mount only
  useEffect(() => {
    if (checksOnMount) void form.check()
  }, [])

  const submit = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = await form.check()
    if (!checked) return
    onSearch({
      ...checked,
      origin: checked.origin.airport?.code ?? '',
      destination: checked.destination.airport?.code ?? '',
    })
  }

  return (
    <form {...form.formProps} className="flights-form" onSubmit={submit} data-testid="flights-form">
      <div className="flights-form__row">
        {AIRPORT_FIELDS.map(({ name, label }) => (
          <AirportField
            key={name}
            id={`flights-${name}`}
            name={name}
            label={t(label)}
            value={form.values[name]}
            airports={airports}
            isInvalid={isInvalid(name)}
            t={t}
            limit={FLIGHT_PAGE_SUGGESTIONS}
            onChange={(choice) => form.setValue(name, choice)}
          />
        ))}
      </div>
      <div className="flights-form__row">
        <DateField
          {...form.field('departDate')}
          id="flights-depart"
          className="search-field"
          label={t('search.departureDate')}
          min={today}
          isInvalid={isInvalid('departDate')}
          error={undefined}
        />
        <DateField
          {...form.field('returnDate')}
          id="flights-return"
          className="search-field"
          label={t('search.returnDate')}
          min={form.values.departDate || today}
          isInvalid={isInvalid('returnDate')}
        />
        {COUNTS.map((count) => (
          <SelectField
            key={count}
            id={`flights-${count}`}
            name={count}
            className="search-field flights-form__count"
            label={t(`search.${count}`)}
            value={String(form.values[count])}
            options={countOptions(count)}
            onChange={(value) => form.setValue(count, Number(value))}
          />
        ))}
        <CabinField
          id="flights-cabin"
          value={form.values.cabin}
          onChange={(cabin) => form.setValue('cabin', cabin)}
          t={t}
        />
      </div>
      {form.failure && (
        <p className="flights-form__error" role="alert">
          {form.failure}
        </p>
      )}
      <button type="submit" className="flights-button" disabled={isSearching}>
        {isSearching ? t('search.searching') : t('search.submit')}
      </button>
    </form>
  )
}
