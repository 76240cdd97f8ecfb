import { PASSENGER_DEFAULTS, PASSENGER_LIMITS } from '@nexovia/content-schema/constants/search'
import type { TCabin, TTripType } from '@nexovia/content-schema/enums'
import { useState } from 'react'
import { AirportField } from './AirportField'
import { CounterDropdown } from './CounterDropdown'
import { DateField, SearchError } from './fields'
import { countLabel, type SearchT } from './searchMessages'
import {
  type Airport,
  type AirportChoice,
  addLeg,
  CABINS,
  canAddLeg,
  canRemoveLeg,
  EMPTY_CHOICE,
  type FlightForm,
  flightQuery,
  initialLegs,
  type Leg,
  missingFlightFields,
  removeLeg,
  TRIP_TYPES,
  travellerCount,
} from './searchRules'

type Props = {
  airports: readonly Airport[]
  today: string
  t: SearchT
  onSearch: (query: URLSearchParams) => void
}

/** Flights: trip type, airports or multi-city legs, dates, passengers and class. */
export function FlightSearchForm({ airports, today, t, onSearch }: Props) {
  const [form, setForm] = useState<FlightForm>({
    tripType: 'roundtrip',
    origin: EMPTY_CHOICE,
    destination: EMPTY_CHOICE,
    departDate: '',
    returnDate: '',
    passengers: { ...PASSENGER_DEFAULTS },
    cabin: 'economy',
    legs: initialLegs(),
  })
  const [missing, setMissing] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  const update = (changes: Partial<FlightForm>) => {
    setForm((current) => ({ ...current, ...changes }))
    setError(null)
  }
  const updateLeg = (id: number, changes: Partial<Leg>) =>
    update({ legs: form.legs.map((leg) => (leg.id === id ? { ...leg, ...changes } : leg)) })

  const submit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const stillMissing = missingFlightFields(form)
    setMissing(stillMissing)
    if (stillMissing.length > 0) {
      setError(t('validation.searchRequiredFields'))
      return
    }
    onSearch(flightQuery(form))
  }

  const isMissing = (field: string) => missing.includes(field)
  const airportField = (
    id: string,
    label: string,
    value: AirportChoice,
    onChange: (value: AirportChoice) => void,
  ) => (
    <AirportField
      id={id}
      label={label}
      value={value}
      airports={airports}
      isInvalid={isMissing(id.replace(/^flight-/, ''))}
      t={t}
      onChange={onChange}
    />
  )

  return (
    <form className="search-form" noValidate onSubmit={submit}>
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
              {airportField(`flight-leg-${leg.id}-origin`, t('search.from'), leg.origin, (origin) =>
                updateLeg(leg.id, { origin }),
              )}
              {airportField(
                `flight-leg-${leg.id}-destination`,
                t('search.to'),
                leg.destination,
                (destination) => updateLeg(leg.id, { destination }),
              )}
              <DateField
                id={`flight-leg-${leg.id}-date`}
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
          {airportField('flight-origin', t('search.from'), form.origin, (origin) => update({ origin }))}
          {airportField('flight-destination', t('search.to'), form.destination, (destination) =>
            update({ destination }),
          )}
          <DateField
            id="flight-depart"
            label={t('search.departureDate')}
            value={form.departDate}
            min={today}
            isInvalid={isMissing('departDate')}
            onChange={(departDate) => update({ departDate })}
          />
          {form.tripType === 'roundtrip' && (
            <DateField
              id="flight-return"
              label={t('search.returnDate')}
              value={form.returnDate}
              min={form.departDate || today}
              onChange={(returnDate) => update({ returnDate })}
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
        <div className="search-field">
          <label htmlFor="flight-cabin">{t('search.travelClass')}</label>
          <select
            id="flight-cabin"
            value={form.cabin}
            onChange={(event) => update({ cabin: event.target.value as TCabin })}
          >
            {CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`search.cabin.${cabin}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="search-submit">
          {t('search.submit')}
        </button>
      </div>
      <SearchError message={error} />
    </form>
  )
}
