import type { Locale } from '@nexovia/content-schema/core'
import type { TTaxiServiceType } from '@nexovia/content-schema/core/enum-schemas'
import { serviceTypeForZone } from '@nexovia/content-schema/taxi/service'
import { useEffect, useMemo, useState } from 'react'
import type { FormValue } from '../../lib/forms/typedBeforeHydration'
import { useForm } from '../../lib/forms/useForm'
import { airportSuggestion, pickupPrefillOf } from './pickupPrefill'
import { lookUpPlaces } from './placeLookup'
import type { TaxiBookingMessages } from './taxiMessages'
import { type ChosenPlace, placeOf, rideRequestOf, type TaxiForm } from './taxiRules'

const INITIAL: TaxiForm = {
  departure: { text: '', place: null },
  destination: { text: '', place: null },
  date: '',
  time: '',
  passengers: '1',
  luggage: '1',
  serviceType: 'taxi',
  childSeat: false,
  vip: false,
  extraStop: false,
  notes: '',
  flightNumber: '',
  meetingName: '',
}

/** What was typed before hydration, as the form holds it (the controls are named as the cms names them). */
function adoptTyped(typed: Record<string, FormValue>): Partial<TaxiForm> {
  const text = (name: string) => (typeof typed[name] === 'string' ? typed[name] : undefined)
  const place = (name: string) => (text(name) ? { text: text(name) ?? '', place: null } : undefined)
  const adopted: Partial<TaxiForm> = {
    departure: place('departure'),
    destination: place('destination'),
    date: text('date'),
    time: text('time'),
    passengers: text('passengers'),
    luggage: text('luggage'),
    serviceType: text('service_type') as TTaxiServiceType | undefined,
    notes: text('notes'),
    flightNumber: text('flight_number'),
    meetingName: text('meeting_name'),
    childSeat: typed.child_seat === true || undefined,
    vip: typed.vip_service === true || undefined,
    extraStop: typed.extra_stop === true || undefined,
  }
  return Object.fromEntries(Object.entries(adopted).filter(([, value]) => value !== undefined))
}

/**
 * The ride part of /airport-taxi on the form kit: its values (kept when typed before hydration),
 * the ride they ask a quote for, and the switch to Yango for a West African place.
 */
export function useRideForm(messages: TaxiBookingMessages, locale: Locale) {
  const form = useForm({ initial: INITIAL, messages, fallback: 'errors.generic', adopt: adoptTyped })
  const [isYangoSwitched, setIsYangoSwitched] = useState(false)
  const ride = useMemo(() => rideRequestOf(form.values), [form.values])

  const set = <N extends keyof TaxiForm>(name: N, value: TaxiForm[N]) => {
    form.setValue(name, value)
    if (name === 'serviceType') setIsYangoSwitched(false)
  }

  // Spec 02 §9: choosing a West African place while the service is taxi switches it to Yango.
  const onChoosePlace = (place: ChosenPlace) => {
    const serviceType = serviceTypeForZone(form.values.serviceType, place.zone ?? undefined)
    if (serviceType === form.values.serviceType) return
    form.setValue('serviceType', serviceType)
    setIsYangoSwitched(true)
  }

  // A flight booking's pickup link (issue 31): the airport it lands at, its flight and landing day, filled in.
  const { setValue } = form
  useEffect(() => {
    const prefill = pickupPrefillOf(window.location.search)
    if (!prefill) return
    setValue('flightNumber', prefill.flightNumber)
    setValue('date', prefill.date)
    void lookUpPlaces('autocomplete', prefill.airport, locale).then((suggestions) => {
      const airport = airportSuggestion(suggestions, prefill.airport)
      if (!airport) return
      const place = placeOf(airport)
      setValue('departure', { text: airport.place_name, place })
      const serviceType = serviceTypeForZone('taxi', place.zone ?? undefined)
      if (serviceType !== 'taxi') setValue('serviceType', serviceType)
    })
  }, [setValue, locale])

  return { values: form.values, formProps: form.formProps, ride, set, onChoosePlace, isYangoSwitched }
}

export type RideFormState = ReturnType<typeof useRideForm>
