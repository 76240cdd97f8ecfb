import type { Locale } from '@nexovia/content-schema/core'
import type { TPlaceSuggestion } from '@nexovia/content-schema/places/search'
import { TAXI_AUTOCOMPLETE_DEBOUNCE_MS } from '@nexovia/content-schema/taxi/constants'
import { useEffect, useState } from 'react'
import { Combobox } from '../../lib/forms/Combobox'
import { lookUpPlaces } from './placeLookup'
import { type ChosenPlace, isLookupQuery, offersTypedAddress, type PlaceChoice, placeOf } from './taxiRules'

type Props = {
  name: string
  /** The page's language: local places are named in it. */
  locale: Locale
  label: string
  placeholder: string
  typedAddressLabel: (text: string) => string
  /** What the field says when 'use this address' finds nothing for the typed text. */
  notFoundLabel: (text: string) => string
  value: PlaceChoice
  onChange: (choice: PlaceChoice) => void
  /** Called with the place once one is chosen (the page switches taxi to Yango in West Africa). */
  onChoose: (place: ChosenPlace) => void
}

/** The cms's suggestions for the typed text (its places, then Mapbox's), 500 ms after the last keystroke. */
function usePlaceSuggestions(text: string, hasPlace: boolean, locale: Locale) {
  const [suggestions, setSuggestions] = useState<TPlaceSuggestion[]>([])
  useEffect(() => {
    if (hasPlace || !isLookupQuery(text)) {
      setSuggestions([])
      return
    }
    let isCurrent = true
    const timer = window.setTimeout(async () => {
      const found = await lookUpPlaces('autocomplete', text.trim(), locale)
      if (isCurrent) setSuggestions(found)
    }, TAXI_AUTOCOMPLETE_DEBOUNCE_MS)
    return () => {
      isCurrent = false
      window.clearTimeout(timer)
    }
  }, [text, hasPlace, locale])
  return suggestions
}

/** A place combobox: the cms's suggestions, and 'use this address' to resolve the typed text itself. */
export function PlaceField({
  name,
  locale,
  label,
  placeholder,
  typedAddressLabel,
  notFoundLabel,
  value,
  onChange,
  onChoose,
}: Props) {
  const text = value.text
  const hasPlace = value.place !== null
  const suggestions = usePlaceSuggestions(text, hasPlace, locale)
  // The text 'use this address' found nothing for, said under the field until the text changes.
  const [notFound, setNotFound] = useState<string | null>(null)

  const choosePlace = (place: ChosenPlace) => {
    onChange({ text: place.address, place })
    onChoose(place)
  }

  const chooseTyped = async (close: () => void) => {
    const [first] = await lookUpPlaces('forward', text.trim(), locale)
    // The typed words are kept as the address; the lookup only gives them coordinates and a zone.
    if (first) choosePlace({ ...placeOf(first), address: text.trim() })
    else setNotFound(text)
    close()
  }

  return (
    <>
      <Combobox
        name={name}
        label={label}
        text={text}
        placeholder={placeholder}
        options={suggestions}
        optionKey={(suggestion) => `${suggestion.source}-${suggestion.place_name}`}
        renderOption={(suggestion) => suggestion.place_name}
        canShow={!hasPlace && (suggestions.length > 0 || offersTypedAddress(text))}
        opensOnFocus
        listLabel={label}
        className="form-field taxi-place"
        popupClassName="taxi-suggestions"
        optionClassName="taxi-suggestions__option"
        onTextChange={(typed) => {
          setNotFound(null)
          onChange({ text: typed, place: null })
        }}
        onChoose={(suggestion) => choosePlace(placeOf(suggestion))}
        footer={(close) =>
          offersTypedAddress(text) && (
            <button type="button" className="taxi-suggestions__typed" onClick={() => void chooseTyped(close)}>
              {typedAddressLabel(text.trim())}
            </button>
          )
        }
      />
      {notFound !== null && notFound === text && (
        <p className="form-error" role="alert" data-testid={`${name}-not-found`}>
          {notFoundLabel(notFound.trim())}
        </p>
      )}
    </>
  )
}
