import type { TTripType } from '@nexovia/content-schema/core/enum-schemas'
import { PASSENGER_DEFAULTS, PASSENGER_LIMITS } from '@nexovia/content-schema/flights/constants'
import { DateField } from '../../lib/forms/fields'
import type { FormValue } from '../../lib/forms/typedBeforeHydration'
import { AirportField } from './AirportField'
import { CabinField } from './CabinField'
import { CounterDropdown } from './CounterDropdown'
import { countLabel } from './countLabel'
import { SEARCH_FIELD, SearchButton, SearchError } from './SearchForm'
import type { SearchT } from './searchMessages'
import {
  type Airport,
  type AirportChoice,
  addLeg,
  CABINS,
  canAddLeg,
  canRemoveLeg,
  EMPTY_CHOICE,
  type FlightForm,
  flightAirportProblem,
  flightDatesProblem,
  flightQuery,
  initialLegs,
  type Leg,
  missingFlightFields,
  removeLeg,
  resolveAirport,
  TRIP_TYPES,
  travellerCount,
} from './searchRules'
import { useSearchForm } from './useSearchForm'

type Props = {
  airports: readonly Airport[]
  today: string
  t: SearchT
  onSearch: (query: URLSearchParams) => void
}

/** What was typed before hydration: airports by text (recognised when exact), dates, trip type and class. */
function adoptTyped(airports: readonly Airport[]) {
  return (form: FlightForm, typed: Record<string, FormValue>): FlightForm => {
    const text = (name: string) => (typeof typed[name] === 'string' ? typed[name] : undefined)
    const choice = (name: string, current: AirportChoice): AirportChoice => {
      const typedText = text(name)
      return typedText === undefined
        ? current
        : { text: typedText, airport: resolveAirport(typedText, airports) }
    }
    const tripType = TRIP_TYPES.find((type) => type === text('tripType'))
    const cabin = CABINS.find((type) => type === text('cabin'))
    return {
      ...form,
      origin: choice('origin', form.origin),
      destination: choice('destination', form.destination),
      departDate: text('departDate') ?? form.departDate,
      returnDate: text('returnDate') ?? form.returnDate,
      tripType: tripType ?? form.tripType,
      cabin: cabin ?? form.cabin,
    }
  }
}

/** Flights: trip type, airports or multi-city legs, dates, passengers and class. */
export function FlightSearchForm({ airports, today, t, onSearch }: Props) {
  const { form, update, field, error, isMissing, formProps } = useSearchForm<FlightForm>({
    initial: {
      tripType: 'roundtrip',
      origin: EMPTY_CHOICE,
      destination: EMPTY_CHOICE,
      departDate: '',
      returnDate: '',
      passengers: { ...PASSENGER_DEFAULTS },
      cabin: 'economy',
      legs: initialLegs(),
    },
    t,
    missing: missingFlightFields,
    problem: (flight) => flightAirportProblem(flight) ?? flightDatesProblem(flight),
    onSearch: (flight) => onSearch(flightQuery(flight)),
    adopt: adoptTyped(airports),
  })
  // A return before the departure is said beside the return date, not under the form.
  const returnError = isMissing('returnDate') ? error : null
  const updateLeg = (id: number, changes: Partial<Leg>) =>
    update({ legs: form.legs.map((leg) => (leg.id === id ? { ...leg, ...changes } : leg)) })

  // The field's name is the one the missing-fields rule reports ("origin", "leg-2-destination"); its
  // id is that name under "flight-", its label the end of the trip it is.
  const airportField = (field: {
    name: string
    value: AirportChoice
    onChange: (value: AirportChoice) => void
  }) => (
    <AirportField
      {...field}
      id={`flight-${field.name}`}
      label={field.name.endsWith('origin') ? t('search.from') : t('search.to')}
      airports={airports}
      isInvalid={isMissing(field.name)}
      t={t}
    />
  )

  return (
    <form {...formProps}>
      <fieldset className="search-trip-types">
        <legend className="visually-hidden">{t('search.tripType')}</legend>
        {TRIP_TYPES.map((tripType: TTripType) => (
          <label key={tripType} className="search-chip">
            <input
              type="radio"
              name="tripType"
              value={tripType}
              checked={form.tripType === tripType}
              onChange={() => update({ tripType })}
            />
            {t(`search.tripType.${tripType}`)}
          </label>
        ))}
      </fieldset>

      {form.tripType === 'multiCity' ? (
        <fieldset className="search-legs">
          <legend className="visually-hidden">{t('search.legsTitle')}</legend>
          {form.legs.map((leg, index) => (
            <div className="search-leg" key={leg.id} data-testid="flight-leg">
              <p className="search-leg__title">{t('search.leg', { number: index + 1 })}</p>
              {airportField({
                name: `leg-${leg.id}-origin`,
                value: leg.origin,
                onChange: (origin) => updateLeg(leg.id, { origin }),
              })}
              {airportField({
                name: `leg-${leg.id}-destination`,
                value: leg.destination,
                onChange: (destination) => updateLeg(leg.id, { destination }),
              })}
              <DateField
                id={`flight-leg-${leg.id}-date`}
                name={`leg-${leg.id}-date`}
                className={SEARCH_FIELD}
                label={t('search.departureDate')}
                value={leg.date}
                min={form.legs[index - 1]?.date || today}
                isInvalid={isMissing(`leg-${leg.id}-date`)}
                onChange={(date) => updateLeg(leg.id, { date })}
              />
              {canRemoveLeg(form.legs) && (
                <button
                  type="button"
                  className="search-link-button"
                  onClick={() => update({ legs: removeLeg(form.legs, leg.id) })}
                >
                  {t('search.removeLeg')}
                  <span className="visually-hidden"> ({t('search.leg', { number: index + 1 })})</span>
                </button>
              )}
            </div>
          ))}
          {canAddLeg(form.legs) && (
            <button
              type="button"
              className="search-link-button"
              onClick={() => update({ legs: addLeg(form.legs) })}
            >
              + {t('search.addLeg')}
            </button>
          )}
        </fieldset>
      ) : (
        <div className="search-row">
          {airportField({ name: 'origin', value: form.origin, onChange: (origin) => update({ origin }) })}
          {airportField({
            name: 'destination',
            value: form.destination,
            onChange: (destination) => update({ destination }),
          })}
          <DateField {...field('departDate', 'flight-depart', t('search.departureDate'))} min={today} />
          {form.tripType === 'roundtrip' && (
            <DateField
              {...field('returnDate', 'flight-return', t('search.returnDate'))}
              min={form.departDate || today}
              error={returnError ?? undefined}
            />
          )}
        </div>
      )}

      <div className="search-row">
        <CounterDropdown
          label={t('search.passengers')}
          summary={countLabel(t, 'passenger', travellerCount(form.passengers))}
          t={t}
          counters={(['adults', 'children', 'infants'] as const).map((key) => ({
            key,
            label: t(`search.${key}`),
            hint: t(`search.${key}Hint`),
            value: form.passengers[key],
            ...PASSENGER_LIMITS[key],
          }))}
          onChange={(key, value) => update({ passengers: { ...form.passengers, [key]: value } })}
        />
        <CabinField id="flight-cabin" value={form.cabin} onChange={(cabin) => update({ cabin })} t={t} />
        <SearchButton label={t('search.submit')} />
      </div>
      <SearchError message={returnError ? null : error} />
    </form>
  )
}
