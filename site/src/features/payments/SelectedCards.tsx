import {
  formatDateRange,
  formatMediumDate,
  formatTime,
  type Locale,
  ownTimeZone,
  type TRateTable,
} from '@nexovia/content-schema/core'
import { hasNoPassengerDetails } from '@nexovia/content-schema/payments/travellers'
import { Fragment, type RefObject, useEffect } from 'react'
import type { CountryOption } from '../account/countries'
import type { SelectedFlight, SelectedHotel } from './loadPaymentTest'
import { PayCard } from './PayCard'
import type { PackagePaymentMessages, PackagePaymentT } from './paymentMessages'
import { TravellersFields } from './TravellersFields'
import type { PackageCheckout } from './usePackageCheckout'
import { travellersRequest, usePrefilledContactEmail, useTravellersForm } from './useTravellersForm'

type Shared = {
  locale: Locale
  t: PackagePaymentT
  messages: PackagePaymentMessages
  checkout: PackageCheckout
  rates: TRateTable
  /** A signed-in traveller's address, prefilled as the contact email ('' signed out or not known yet). */
  accountEmail: string
}

/** A card whose contact email may be the booking's only address on the page. */
type ContactOfBooking = {
  /** Filled with a reader of the contact email, the booking's address when the page asks no other. */
  contactEmailRef?: RefObject<() => string>
}

/** The selected flight's lines, in the spec's order (spec 02 §2). */
const FLIGHT_DETAILS = [
  ['payments.selectedFlight.airline', 'airlines'],
  ['payments.selectedFlight.flightNumber', 'flightNumbers'],
  ['payments.selectedFlight.route', 'route'],
  ['payments.selectedFlight.stops', 'stops'],
  ['payments.selectedFlight.duration', 'duration'],
  ['payments.selectedFlight.departure', 'departure'],
  ['payments.selectedFlight.arrival', 'arrival'],
  ['payments.selectedFlight.return', 'returnTrip'],
  ['payments.selectedFlight.nextFlights', 'nextFlights'],
  ['payments.selectedFlight.travellers', 'travellers'],
] as const satisfies readonly (readonly [string, keyof SelectedFlight['details']])[]

/**
 * The itinerary chosen on /flights or /flight-results, at the price the cms last quoted, with the
 * travellers step: one form per passenger, checked before paying and again by the cms.
 */
export function SelectedFlightCard({
  flight,
  locale,
  t,
  messages,
  checkout,
  countries,
  rates,
  accountEmail,
  contactEmailRef,
}: Shared &
  ContactOfBooking & {
    flight: SelectedFlight
    countries: readonly CountryOption[]
  }) {
  const travellers = useTravellersForm(flight.travellersSetup, messages)
  usePrefilledContactEmail(travellers, accountEmail)
  if (contactEmailRef) contactEmailRef.current = () => travellers.values.contact_email ?? ''
  const card = checkout.cardOf('itinerary')
  const { setErrors } = travellers
  // What the cms refused shows under the field it names; nothing typed is lost.
  useEffect(() => {
    if (card.failure?.fieldErrors) setErrors(card.failure.fieldErrors)
  }, [card.failure, setErrors])
  const pay = async () => {
    const checked = await travellers.check()
    if (!checked) return
    checkout.payFlight('itinerary', {
      itinerary_id: flight.itineraryId,
      passengers: flight.passengers,
      ...travellersRequest(travellers.values, flight.travellersSetup.count),
    })
  }
  return (
    <PayCard
      testId="selected-flight"
      locale={locale}
      t={t}
      messages={messages}
      title={t('payments.selectedFlight.title')}
      total={flight.priceTotal}
      currency={flight.currency}
      rates={rates}
      checkout={card}
      formProps={travellers.formProps}
      onPay={() => void pay()}
      controls={
        <TravellersFields t={t} form={travellers} setup={flight.travellersSetup} countries={countries} />
      }
    >
      <dl className="pay-card__details">
        {FLIGHT_DETAILS.filter(([, field]) => flight.details[field] !== '').map(([label, field]) => (
          <Fragment key={field}>
            <dt>{t(label)}</dt>
            <dd>{flight.details[field]}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="pay-card__unit">
        {t('payments.selectedFlight.priceNote', {
          time: formatTime(flight.priceFetchedAt, locale, ownTimeZone()),
        })}
      </p>
    </PayCard>
  )
}

/** The hotel stay chosen on /hotel-results, priced with the hotel's own rates; its travellers step is optional. */
export function SelectedHotelCard({
  hotel,
  locale,
  t,
  messages,
  checkout,
  countries,
  rates,
  accountEmail,
  contactEmailRef,
}: Shared & ContactOfBooking & { hotel: SelectedHotel; countries: readonly CountryOption[] }) {
  // Signed out, its contact email is the booking's address (the page asks no other), so it is required.
  const travellers = useTravellersForm(hotel.travellersSetup, messages, contactEmailRef !== undefined)
  usePrefilledContactEmail(travellers, accountEmail)
  if (contactEmailRef) contactEmailRef.current = () => travellers.values.contact_email ?? ''
  const card = checkout.cardOf('stay')
  const { setErrors } = travellers
  useEffect(() => {
    if (card.failure?.fieldErrors) setErrors(card.failure.fieldErrors)
  }, [card.failure, setErrors])
  const pay = async () => {
    if (!(await travellers.check())) return
    const typed = travellersRequest(travellers.values, hotel.travellersSetup.count)
    const stay = hotel.stayRate
      ? { stay_rate: hotel.stayRate, num_adults: hotel.adults, num_rooms: hotel.rooms }
      : {
          hotel_id: hotel.hotelId,
          check_in_date: hotel.checkIn,
          check_out_date: hotel.checkOut,
          num_adults: hotel.adults,
          num_rooms: hotel.rooms,
          room_type_id: hotel.roomTypeId,
          rate_plan_id: hotel.ratePlanId,
        }
    checkout.payHotel('stay', {
      ...stay,
      // No passenger typed, the optional step sends nothing (its email goes as the booking's address).
      ...(hasNoPassengerDetails(typed) ? {} : typed),
    })
  }
  return (
    <PayCard
      testId="selected-hotel"
      locale={locale}
      t={t}
      messages={messages}
      title={t('payments.selectedHotel.title')}
      total={hotel.total}
      currency={hotel.currency}
      rates={rates}
      checkout={card}
      formProps={travellers.formProps}
      onPay={() => void pay()}
      controls={
        <TravellersFields t={t} form={travellers} setup={hotel.travellersSetup} countries={countries} />
      }
    >
      <dl className="pay-card__details">
        <dt>{t('payments.selectedHotel.hotel')}</dt>
        <dd>
          {hotel.name}
          {hotel.stars > 0 ? ` (${'★'.repeat(hotel.stars)})` : ''}, {hotel.city}
        </dd>
        <dt>{t('payments.selectedHotel.dates')}</dt>
        <dd>{formatDateRange(hotel.checkIn, hotel.checkOut, locale)}</dd>
        <dt>{t('payments.selectedHotel.nights')}</dt>
        <dd>{hotel.nights}</dd>
        <dt>{t('payments.selectedHotel.guests')}</dt>
        <dd>{hotel.adults}</dd>
        <dt>{t('payments.selectedHotel.rooms')}</dt>
        <dd>{hotel.rooms}</dd>
        <dt>{t('hotels.room.label')}</dt>
        <dd>{[hotel.roomTypeName, hotel.beds].filter(Boolean).join(' · ')}</dd>
        <dt>{t('hotels.plan.label')}</dt>
        <dd data-testid="selected-hotel-policy">
          {hotel.freeCancellationUntil
            ? t('hotels.plan.refundableUntil', {
                date: formatMediumDate(hotel.freeCancellationUntil, locale),
              })
            : t('hotels.plan.nonRefundable')}{' '}
          · {hotel.hasBreakfast ? t('hotels.plan.breakfast') : t('hotels.plan.roomOnly')}
        </dd>
      </dl>
    </PayCard>
  )
}
