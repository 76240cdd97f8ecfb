import { TAXI_AUTOCOMPLETE_DEBOUNCE_MS } from '@nexovia/content-schema/constants/taxi'
import type { TPlaceSuggestion } from '@nexovia/content-schema/search/place-search'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useOutsideClose } from '../../lib/useOutsideClose'
import { lookUpPlaces } from './placeLookup'
import { type ChosenPlace, isLookupQuery, offersTypedAddress, type PlaceChoice, placeOf } from './taxiRules'

type Props = {
  name: string
  label: string
  placeholder: string
  typedAddressLabel: (text: string) => string
  value: PlaceChoice
  onChange: (choice: PlaceChoice) => void
  /** Called with the place once one is chosen (the page switches taxi to Yango in West Africa). */
  onChoose: (place: ChosenPlace) => void
}

/**
 * A place combobox: suggestions from the cms (its places, then Mapbox's) 500 ms after the last
 * keystroke, and 'use this address' to resolve the typed text itself.
 */
export function PlaceField({
  name,
  label,
  placeholder,
  typedAddressLabel,
  value,
  onChange,
  onChoose,
}: Props) {
  const id = useId()
  const listId = `${id}-list`
  const containerRef = useRef<HTMLDivElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [suggestions, setSuggestions] = useState<TPlaceSuggestion[]>([])
  const close = useCallback(() => setIsOpen(false), [])
  useOutsideClose(containerRef, isOpen, close)

  const text = value.text
  const hasPlace = value.place !== null
  useEffect(() => {
    if (hasPlace || !isLookupQuery(text)) {
      setSuggestions([])
      return
    }
    let isCurrent = true
    const timer = window.setTimeout(async () => {
      const found = await lookUpPlaces('autocomplete', text.trim())
      if (isCurrent) setSuggestions(found)
    }, TAXI_AUTOCOMPLETE_DEBOUNCE_MS)
    return () => {
      isCurrent = false
      window.clearTimeout(timer)
    }
  }, [text, hasPlace])

  const choose = (suggestion: TPlaceSuggestion) => {
    const place = placeOf(suggestion)
    onChange({ text: place.address, place })
    onChoose(place)
    close()
  }

  const chooseTyped = async () => {
    const [first] = await lookUpPlaces('forward', text.trim())
    // The typed words are kept as the address; the lookup only gives them coordinates and a zone.
    if (first) {
      const place = { ...placeOf(first), address: text.trim() }
      onChange({ text: place.address, place })
      onChoose(place)
    }
    close()
  }

  const isListShown = isOpen && !hasPlace && (suggestions.length > 0 || offersTypedAddress(text))
  return (
    <div className="form-field taxi-place" ref={containerRef}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listId}
        value={text}
        onChange={(event) => {
          onChange({ text: event.target.value, place: null })
          setIsOpen(true)
        }}
        onFocus={() => setIsOpen(true)}
      />
      <div id={listId} role="listbox" aria-label={label} className="taxi-suggestions" hidden={!isListShown}>
        {isListShown &&
          suggestions.map((suggestion) => (
            // biome-ignore lint/a11y/useFocusableInteractive: a pointer choice; the typed address stays usable by keyboard below
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={`${suggestion.source}-${suggestion.place_name}`}
              role="option"
              aria-selected={false}
              className="taxi-suggestions__option"
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {suggestion.place_name}
            </div>
          ))}
        {isListShown && offersTypedAddress(text) && (
          <button type="button" className="taxi-suggestions__typed" onClick={() => void chooseTyped()}>
            {typedAddressLabel(text.trim())}
          </button>
        )}
      </div>
    </div>
  )
}
