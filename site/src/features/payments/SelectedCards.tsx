import { formatDateRange, formatMediumDate, formatNamedTime } from '@nexovia/content-schema/core'
import { hasNoPassengerDetails } from '@nexovia/content-schema/payments/travellers'
import { Fragment, type RefObject, useEffect } from 'react'
import { useReaderZone } from '../../lib/useReaderZone'
import type { CountryOption } from '../account/countries'
import type { SelectedFlight, SelectedHotel } from './loadPaymentPage'
import { messagesRequest } from './messagesConsent'
import { PayCard } from './PayCard'
import { TravellersFields } from './TravellersFields'
import type { CheckoutCardProps } from './usePackageCheckout'
import {
  type TravellersSetup,
  travellersRequest,
  usePrefilledContactEmail,
  useTravellersForm,
} from './useTravellersForm'

type Shared = CheckoutCardProps & {
  /** A signed-in traveller's address, prefilled as the contact email ('' signed out or not known yet). */
  accountEmail: string
}

/** A card whose contact email may be the booking's only address on the page. */
type ContactOfBooking = {
  /** Filled with a reader of the contact email, the booking's address when the page asks no other. */
  contactEmailRef?: RefObject<() => string>
}

/** What the page hands each selected trip's card. */
type SelectedCardProps = Shared & ContactOfBooking & { countries: readonly CountryOption[] }

/**
 * A selected trip's travellers step: the form, the account's email prefilled, its contact email read
 * by the page when it is the booking's only address, and what the cms refused shown under the field
 * it names (nothing typed is lost).
 */
function useTravellersStep({
  setup,
  cardKey,
  isContactEmailRequired,
  ...card
}: SelectedCardProps & { setup: TravellersSetup; cardKey: string; isContactEmailRequired?: boolean }) {
  const { locale, t, messages, rates } = card
  const travellers = useTravellersForm(setup, messages, isContactEmailRequired)
  usePrefilledContactEmail(travellers, card.accountEmail)
  if (card.contactEmailRef) card.contactEmailRef.current = () => travellers.values.contact_email ?? ''
  const checkout = card.checkout.cardOf(cardKey)
  const { setErrors } = travellers
  useEffect(() => {
    if (checkout.failure?.fieldErrors) setErrors(checkout.failure.fieldErrors)
  }, [checkout.failure, setErrors])
  /** The pay card's props that the step decides: its form, its checkout, the travellers' fields inside. */
  const payCard = {
    locale,
    t,
    messages,
    rates,
    checkout,
    formProps: travellers.formProps,
    controls: <TravellersFields t={t} form={travellers} setup={setup} countries={card.countries} />,
  }
  return { travellers, payCard }
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
export function SelectedFlightCard({ flight, ...card }: SelectedCardProps & { flight: SelectedFlight }) {
  const { locale, t, checkout } = card
  const step = useTravellersStep({ ...card, setup: flight.travellersSetup, cardKey: 'itinerary' })
  const readerZone = useReaderZone()
  const { travellers } = step
  const pay = async () => {
    const checked = await travellers.check()
    if (!checked) return
    checkout.payFlight('itinerary', {
      itinerary_id: flight.itineraryId,
      passengers: flight.passengers,
      ...travellersRequest(travellers.values, flight.travellersSetup.count),
      ...messagesRequest(travellers.values),
    })
  }
  return (
    <PayCard
      {...step.payCard}
      testId="selected-flight"
      title={t('payments.selectedFlight.title')}
      total={flight.priceTotal}
      currency={flight.currency}
      onPay={() => void pay()}
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
          time: formatNamedTime(flight.priceFetchedAt, locale, readerZone),
        })}
      </p>
    </PayCard>
  )
}

/** The hotel stay chosen on /hotel-results, priced with the hotel's own rates; its travellers step is optional. */
export function SelectedHotelCard({ hotel, ...card }: SelectedCardProps & { hotel: SelectedHotel }) {
  const { locale, t, checkout } = card
  const step = useTravellersStep({
    ...card,
    setup: hotel.travellersSetup,
    cardKey: 'stay',
    // Signed out, its contact email is the booking's address (the page asks no other), so it is required.
    isContactEmailRequired: card.contactEmailRef !== undefined,
  })
  const { travellers } = step
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
      ...messagesRequest(travellers.values),
    })
  }
  return (
    <PayCard
      {...step.payCard}
      testId="selected-hotel"
      title={t('payments.selectedHotel.title')}
      total={hotel.total}
      currency={hotel.currency}
      onPay={() => void pay()}
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
