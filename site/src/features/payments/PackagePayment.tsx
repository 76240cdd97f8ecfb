import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { formatMoney } from '@nexovia/content-schema/core/money'
import { PACKAGE_LIMITS } from '@nexovia/content-schema/payments/constants'
import { Fragment, useState } from 'react'
import { EmailField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
import type { PackageCard, SelectedFlight, SelectedHotel, Selection } from './loadPaymentTest'
import { PayCard, QuantitySelect } from './PayCard'
import { clampQuantity, flightPackageTotal, hotelPackageTotal, quantityOptions } from './packageTotals'
import type { PackagePaymentMessages } from './paymentMessages'
import { usePayButton } from './usePayButton'

type Tab = 'flights' | 'hotels'

type Props = {
  locale: Locale
  messages: PackagePaymentMessages
  /** null: the cms could not list them. */
  flights: PackageCard[] | null
  hotels: PackageCard[] | null
  /** Signed out: the confirmation goes to an address typed here (signed in: the account's). */
  needsEmail: boolean
  selectedFlight: Selection<SelectedFlight>
  selectedHotel: Selection<SelectedHotel>
}

const FLIGHT_CHECKOUT = API.flightCheckout
/** The selected flight's lines, in the spec's order (spec 02 §2). */
const FLIGHT_DETAILS = [
  ['payments.selectedFlight.airline', 'airlines'],
  ['payments.selectedFlight.flightNumber', 'flightNumbers'],
  ['payments.selectedFlight.route', 'route'],
  ['payments.selectedFlight.stops', 'stops'],
  ['payments.selectedFlight.duration', 'duration'],
  ['payments.selectedFlight.departure', 'departure'],
  ['payments.selectedFlight.arrival', 'arrival'],
] as const satisfies readonly (readonly [string, keyof SelectedFlight['details']])[]
const HOTEL_CHECKOUT = API.hotelCheckout

/** /payment/test: the packages by tab, a selection from the results pages, and their pay buttons. */
export default function PackagePayment(props: Props) {
  const { locale, messages } = props
  const t = messagesTranslator(messages)
  const [tab, setTab] = useState<Tab>(props.selectedHotel.state === 'found' ? 'hotels' : 'flights')
  const [email, setEmail] = useState('')
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const { busy, failures, pay } = usePayButton()
  const emailForm = useHydratedForm((typed) => {
    if (typeof typed.email === 'string') setEmail(typed.email)
  })

  const quantity = (key: string, limit: { min: number; max: number }) =>
    clampQuantity(quantities[key] ?? limit.min, limit)
  const setQuantity = (key: string) => (value: number) =>
    setQuantities((current) => ({ ...current, [key]: value }))
  const adopt = (prefix: string) => (typed: Record<string, string | boolean>) =>
    setQuantities((current) => ({
      ...current,
      ...Object.fromEntries(
        Object.entries(typed).map(([name, value]) => [`${prefix}:${name}`, Number(value)] as const),
      ),
    }))

  // The cms ignores any amount sent: only what is bought, how many, and who pays.
  const common = () => ({
    locale,
    origin_url: location.origin,
    ...(props.needsEmail ? { user_email: email.trim() } : {}),
  })
  const emailError = Object.values(failures)
    .map((failure) => failure.fieldErrors.user_email)
    .find(Boolean)

  const packageCards = (kind: Tab, packages: PackageCard[] | null) => {
    if (packages === null) return <p className="notice notice--error">{t('payments.packages.unavailable')}</p>
    if (packages.length === 0) return <p>{t('payments.packages.empty')}</p>
    return (
      <div className="pay-grid">
        {packages.map((offer) => {
          const key = `${kind}:${offer.id}`
          const passengers = quantity(`${key}:passengers`, PACKAGE_LIMITS.passengers)
          const nights = quantity(`${key}:nights`, PACKAGE_LIMITS.nights)
          const rooms = quantity(`${key}:rooms`, PACKAGE_LIMITS.rooms)
          const unitPrice = formatMoney(offer.basePrice, offer.currency, locale)
          const isFlight = kind === 'flights'
          return (
            <PayCard
              key={key}
              testId={`package-${kind}-${offer.id}`}
              locale={locale}
              t={t}
              messages={messages}
              title={offer.name}
              total={
                isFlight
                  ? flightPackageTotal(offer.basePrice, passengers)
                  : hotelPackageTotal(offer.basePrice, nights, rooms)
              }
              currency={offer.currency}
              isBusy={busy === key}
              isDisabled={busy !== null && busy !== key}
              failure={failures[key]}
              onAdopt={adopt(key)}
              onPay={() =>
                isFlight
                  ? pay(key, FLIGHT_CHECKOUT, { package_id: offer.id, passengers, ...common() })
                  : pay(key, HOTEL_CHECKOUT, { package_id: offer.id, nights, rooms, ...common() })
              }
              controls={
                isFlight ? (
                  <QuantitySelect
                    name="passengers"
                    label={t('payments.field.passengers')}
                    value={passengers}
                    options={quantityOptions(PACKAGE_LIMITS.passengers)}
                    onChange={setQuantity(`${key}:passengers`)}
                  />
                ) : (
                  <div className="pay-card__quantities">
                    <QuantitySelect
                      name="nights"
                      label={t('payments.field.nights')}
                      value={nights}
                      options={quantityOptions(PACKAGE_LIMITS.nights)}
                      onChange={setQuantity(`${key}:nights`)}
                    />
                    <QuantitySelect
                      name="rooms"
                      label={t('payments.field.rooms')}
                      value={rooms}
                      options={quantityOptions(PACKAGE_LIMITS.rooms)}
                      onChange={setQuantity(`${key}:rooms`)}
                    />
                  </div>
                )
              }
            >
              {offer.description && <p>{offer.description}</p>}
              <p className="pay-card__unit">
                {isFlight
                  ? t('payments.package.perPassenger', { price: unitPrice })
                  : t('payments.package.perRoomNight', { price: unitPrice })}
              </p>
            </PayCard>
          )
        })}
      </div>
    )
  }

  const dates = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const { selectedFlight, selectedHotel } = props

  return (
    <div className="pay-area">
      {props.needsEmail && (
        <form {...emailForm.formProps} className="pay-email" onSubmit={(event) => event.preventDefault()}>
          <EmailField
            name="email"
            label={t('payments.field.email')}
            value={email}
            onChange={setEmail}
            error={emailError ? messageOr(messages, emailError, 'validation.validEmail') : undefined}
          />
          <p className="form-hint">{t('payments.field.emailHint')}</p>
        </form>
      )}

      {selectedFlight.state === 'unavailable' && (
        <p className="notice notice--error">{t('payments.selectedFlight.unavailable')}</p>
      )}
      {selectedFlight.state === 'found' && (
        <PayCard
          testId="selected-flight"
          locale={locale}
          t={t}
          messages={messages}
          title={t('payments.selectedFlight.title')}
          total={selectedFlight.value.priceTotal}
          currency={selectedFlight.value.currency}
          isBusy={busy === 'itinerary'}
          isDisabled={busy !== null && busy !== 'itinerary'}
          failure={failures.itinerary}
          onPay={() =>
            pay('itinerary', FLIGHT_CHECKOUT, {
              itinerary_id: selectedFlight.value.itineraryId,
              passengers: selectedFlight.value.passengers,
              ...common(),
            })
          }
        >
          <dl className="pay-card__details">
            {FLIGHT_DETAILS.map(([label, field]) => (
              <Fragment key={field}>
                <dt>{t(label)}</dt>
                <dd>{selectedFlight.value.details[field]}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="pay-card__unit">
            {t('payments.selectedFlight.priceNote', {
              time: new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
                timeStyle: 'short',
              }).format(new Date(selectedFlight.value.priceFetchedAt)),
            })}
          </p>
        </PayCard>
      )}

      {selectedHotel.state === 'unavailable' && (
        <p className="notice notice--error">{t('payments.selectedHotel.unavailable')}</p>
      )}
      {selectedHotel.state === 'found' && (
        <PayCard
          testId="selected-hotel"
          locale={locale}
          t={t}
          messages={messages}
          title={t('payments.selectedHotel.title')}
          total={selectedHotel.value.total}
          currency={selectedHotel.value.currency}
          isBusy={busy === 'stay'}
          isDisabled={busy !== null && busy !== 'stay'}
          failure={failures.stay}
          onPay={() =>
            pay('stay', HOTEL_CHECKOUT, {
              hotel_id: selectedHotel.value.hotelId,
              check_in_date: selectedHotel.value.checkIn,
              check_out_date: selectedHotel.value.checkOut,
              num_adults: selectedHotel.value.adults,
              num_rooms: selectedHotel.value.rooms,
              ...common(),
            })
          }
        >
          <dl className="pay-card__details">
            <dt>{t('payments.selectedHotel.hotel')}</dt>
            <dd>
              {selectedHotel.value.name} ({'★'.repeat(selectedHotel.value.stars)}), {selectedHotel.value.city}
            </dd>
            <dt>{t('payments.selectedHotel.dates')}</dt>
            <dd>
              {dates.format(new Date(selectedHotel.value.checkIn))} –{' '}
              {dates.format(new Date(selectedHotel.value.checkOut))}
            </dd>
            <dt>{t('payments.selectedHotel.nights')}</dt>
            <dd>{selectedHotel.value.nights}</dd>
            <dt>{t('payments.selectedHotel.guests')}</dt>
            <dd>{selectedHotel.value.adults}</dd>
            <dt>{t('payments.selectedHotel.rooms')}</dt>
            <dd>{selectedHotel.value.rooms}</dd>
          </dl>
        </PayCard>
      )}

      <div className="pay-tabs" role="tablist" aria-label={t('payments.tabs.label')}>
        {(['flights', 'hotels'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`pay-tab-${name}`}
            aria-controls={`pay-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="pay-tabs__tab"
            onClick={() => setTab(name)}
          >
            {name === 'flights' ? t('payments.tabs.flights') : t('payments.tabs.hotels')}
          </button>
        ))}
      </div>
      <section
        id="pay-panel-flights"
        role="tabpanel"
        aria-labelledby="pay-tab-flights"
        hidden={tab !== 'flights'}
      >
        {packageCards('flights', props.flights)}
      </section>
      <section
        id="pay-panel-hotels"
        role="tabpanel"
        aria-labelledby="pay-tab-hotels"
        hidden={tab !== 'hotels'}
      >
        {packageCards('hotels', props.hotels)}
      </section>
    </div>
  )
}
