import { airportLabel, matchAirports } from '@nexovia/content-schema/rules/airport-match'
import { useCallback, useId, useMemo, useRef, useState } from 'react'
import type { Translate } from '../../lib/forms/messages'
import { useOutsideClose } from '../../lib/useOutsideClose'
import { type Airport, type AirportChoice, recogniseAirport } from './searchRules'

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
  const listId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const suggestions = useMemo(() => matchAirports(value.text, airports, limit), [value.text, airports, limit])
  const close = useCallback(() => {
    setIsOpen(false)
    setActiveIndex(-1)
  }, [])
  useOutsideClose(containerRef, isOpen, close)
  const isListShown = isOpen && value.text.trim().length >= 2

  const choose = (airport: Airport) => {
    onChange({ text: airportLabel(airport), airport })
    close()
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!isListShown) setIsOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((index) =>
        suggestions.length === 0 ? -1 : (index + step + suggestions.length) % suggestions.length,
      )
    } else if (event.key === 'Enter' && isListShown && suggestions[activeIndex]) {
      event.preventDefault()
      choose(suggestions[activeIndex])
    } else if (event.key === 'Escape' && isListShown) {
      event.preventDefault()
      close()
    }
  }

  return (
    <div className="search-field search-field--airport" ref={containerRef}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.airportPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-activedescendant={isListShown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        aria-invalid={isInvalid || undefined}
        value={value.text}
        onChange={(event) => {
          const text = event.target.value
          onChange({ text, airport: recogniseAirport(text, airports) })
          setIsOpen(true)
          setActiveIndex(-1)
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.airportSuggestions')}
        className="search-suggestions"
        hidden={!isListShown}
      >
        {isListShown && suggestions.length === 0 && (
          <div className="search-suggestions__empty">{t('search.noAirports')}</div>
        )}
        {isListShown &&
          suggestions.map((airport, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant from the input
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (arrows and Enter)
            <div
              key={airport.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="search-suggestions__option"
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(airport)}
            >
              <span className="search-suggestions__code">{airport.code}</span>
              <span>
                <span className="search-suggestions__city">{airport.city}</span>
                <span className="search-suggestions__detail">
                  {airport.name}, {airport.country}
                </span>
              </span>
            </div>
          ))}
      </div>
    </div>
  )
}
