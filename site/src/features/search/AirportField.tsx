import { airportLabel, matchAirports } from '@nexovia/content-schema/places/airport-match'
import { useMemo } from 'react'
import { Combobox } from '../../lib/forms/Combobox'
import type { Translate } from '../../lib/forms/messages'
import { type Airport, type AirportChoice, resolveAirport } from './searchRules'

type Props = {
  id: string
  name: string
  label: string
  value: AirportChoice
  airports: readonly Airport[]
  isInvalid: boolean
  /** The field's own strings (the home panel and /flights both pass theirs). */
  t: Translate<'search.airportPlaceholder' | 'search.airportSuggestions' | 'search.noAirports'>
  onChange: (choice: AirportChoice) => void
  /** At most this many suggestions (10 on the home panel, 5 on /flights). */
  limit?: number
}

/** An airport combobox: suggestions from 2 characters, at most 10 by default, chosen by mouse or keyboard. */
export function AirportField({ id, name, label, value, airports, isInvalid, t, onChange, limit }: Props) {
  const suggestions = useMemo(() => matchAirports(value.text, airports, limit), [value.text, airports, limit])
  return (
    <Combobox
      id={id}
      name={name}
      label={label}
      text={value.text}
      placeholder={t('search.airportPlaceholder')}
      spellCheck={false}
      isInvalid={isInvalid}
      options={suggestions}
      optionKey={(airport) => airport.code}
      canShow={value.text.trim().length >= 2}
      listLabel={t('search.airportSuggestions')}
      className="search-field search-field--airport"
      popupClassName="search-suggestions"
      optionClassName="search-suggestions__option"
      onTextChange={(text) => onChange({ text, airport: resolveAirport(text, airports) })}
      onChoose={(airport) => onChange({ text: airportLabel(airport), airport })}
      renderOption={(airport) => (
        <>
          <span className="search-suggestions__code">{airport.code}</span>
          <span>
            <span className="search-suggestions__city">{airport.city}</span>
            <span className="search-suggestions__detail">
              {airport.name}, {airport.country}
            </span>
          </span>
        </>
      )}
      footer={() =>
        suggestions.length === 0 && <div className="search-suggestions__empty">{t('search.noAirports')}</div>
      }
    />
  )
}
