import { API } from '@nexovia/content-schema/api/endpoints'
import { TAXI_LIMITS, TAXI_QUOTE_DEBOUNCE_MS, TAXI_TIME_SLOTS } from '@nexovia/content-schema/constants/taxi'
import { TAXI_SERVICE_TYPES } from '@nexovia/content-schema/core/enums'
import type { TTaxiServiceType } from '@nexovia/content-schema/enums'
import type { Locale } from '@nexovia/content-schema/locales'
import { serviceTypeForZone } from '@nexovia/content-schema/rules/taxi-service'
import type { TTaxiQuoteResponse } from '@nexovia/content-schema/taxi/quote'
import { useEffect, useMemo, useRef, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import type { ApiAnswer } from '../../lib/api/transport'
import { CheckboxField, FormNotice, SelectField, TextAreaField, TextField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
import { PlaceField } from './PlaceField'
import { QuoteCard } from './QuoteCard'
import type { TaxiBookingMessages } from './taxiMessages'
import {
  type ChosenPlace,
  type CustomerForm,
  earliestPickupDate,
  isCustomerComplete,
  rideRequestOf,
  type TaxiForm,
} from './taxiRules'

type Props = { locale: Locale; messages: TaxiBookingMessages; conciergeHref: string }

const COUNTS = Array.from({ length: TAXI_LIMITS.passengers.max }, (_, index) => String(index + 1))
const countOptions = (counts: string[]) => counts.map((count) => ({ value: count, label: count }))
const EMPTY_CUSTOMER: CustomerForm = { name: '', email: '', phone: '' }
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
}

/** The detail of a refusal: the first field's message, else the answer's, in the page's language. */
function detailOf(answer: ApiAnswer, messages: TaxiBookingMessages) {
  const fieldKey = answer.fieldErrors ? Object.values(answer.fieldErrors)[0] : undefined
  return messageOr(messages, fieldKey ?? answer.message, 'errors.generic')
}

/**
 * /airport-taxi: the ride form, a quote recalculated 1 s after any change, the quote card, then the
 * traveller's details and 'Book Now', which stores the ride and opens the payment checkout.
 */
export default function TaxiBooking({ locale, messages, conciergeHref }: Props) {
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const [form, setForm] = useState(INITIAL)
  const [isYangoSwitched, setIsYangoSwitched] = useState(false)
  const [quote, setQuote] = useState<{ value: TTaxiQuoteResponse; key: string } | null>(null)
  const [quoteError, setQuoteError] = useState('')
  const [isQuoting, setIsQuoting] = useState(false)
  const [customer, setCustomer] = useState(EMPTY_CUSTOMER)
  const [bookingError, setBookingError] = useState('')
  const [isBooking, setIsBooking] = useState(false)
  const quoteSequence = useRef(0)
  const { formProps } = useHydratedForm((typed) => {
    const text = (name: string) => (typeof typed[name] === 'string' ? String(typed[name]) : undefined)
    setForm((current) => ({
      ...current,
      departure: text('departure') ? { text: text('departure') ?? '', place: null } : current.departure,
      destination: text('destination')
        ? { text: text('destination') ?? '', place: null }
        : current.destination,
      date: text('date') ?? current.date,
      time: text('time') ?? current.time,
      passengers: text('passengers') ?? current.passengers,
      luggage: text('luggage') ?? current.luggage,
      serviceType: (text('service_type') as TTaxiServiceType | undefined) ?? current.serviceType,
      notes: text('notes') ?? current.notes,
      childSeat: typed.child_seat === true || current.childSeat,
      vip: typed.vip_service === true || current.vip,
      extraStop: typed.extra_stop === true || current.extraStop,
    }))
  })

  const ride = useMemo(() => rideRequestOf(form), [form])
  const rideKey = ride ? JSON.stringify(ride) : ''

  const set = <N extends keyof TaxiForm>(name: N, value: TaxiForm[N]) => {
    setForm((current) => ({ ...current, [name]: value }))
    if (name === 'serviceType') setIsYangoSwitched(false)
  }

  // Spec 02 §9: choosing a West African place while the service is taxi switches it to Yango.
  const onChoosePlace = (place: ChosenPlace) => {
    setForm((current) => {
      const serviceType = serviceTypeForZone(current.serviceType, place.zone ?? undefined)
      if (serviceType !== current.serviceType) setIsYangoSwitched(true)
      return { ...current, serviceType }
    })
  }

  async function requestQuote() {
    if (!ride) return
    const sequence = ++quoteSequence.current
    const key = JSON.stringify(ride)
    setIsQuoting(true)
    const answer = await callEndpoint(API.taxiQuote, { body: { ...ride, locale } })
    // A slower answer to an older form is dropped: only the latest ride is shown.
    if (sequence !== quoteSequence.current) return
    setIsQuoting(false)
    if (answer.ok) {
      setQuote({ value: answer.data, key })
      setQuoteError('')
      setBookingError('')
      return
    }
    setQuote(null)
    setQuoteError(
      answer.status === 0
        ? t('errors.taxiQuoteFailed')
        : t('errors.taxiQuote', { detail: detailOf(answer, messages) }),
    )
  }

  // Spec 02 §4: the quote is recalculated 1 s after the ride last changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the ride's content, not on its object
  useEffect(() => {
    if (!rideKey) return
    const timer = window.setTimeout(() => void requestQuote(), TAXI_QUOTE_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [rideKey])

  const onQuote = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    void requestQuote()
  }

  const isQuoteCurrent = quote !== null && quote.key === rideKey
  const isCustomerReady = isCustomerComplete(customer)

  async function book(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ride || !quote) return
    if (!isCustomerReady) {
      setBookingError(t('validation.customerInfoRequired'))
      return
    }
    setIsBooking(true)
    setBookingError('')
    const answer = await callEndpoint(API.taxiBook, {
      body: {
        customer: { name: customer.name.trim(), email: customer.email.trim(), phone: customer.phone.trim() },
        ride,
        quote_id: quote.value.quote_id,
        locale,
      },
    })
    if (answer.ok) {
      window.location.assign(answer.data.checkout_url)
      return
    }
    setIsBooking(false)
    setBookingError(
      answer.status === 0
        ? t('errors.taxiBookingFailed')
        : t('errors.taxiBooking', {
            detail: detailOf(answer, messages),
          }),
    )
  }

  const newQuote = () => {
    quoteSequence.current += 1
    setQuote(null)
    setQuoteError('')
    setBookingError('')
    setIsQuoting(false)
    setCustomer(EMPTY_CUSTOMER)
  }

  const setCustomerField = (name: keyof CustomerForm) => (value: string) => {
    setCustomer((current) => ({ ...current, [name]: value }))
    setBookingError('')
  }

  return (
    <div className="taxi-booking">
      <form className="taxi-form" onSubmit={onQuote} {...formProps}>
        <div className="taxi-form__places">
          <PlaceField
            name="departure"
            label={t('taxiPage.departure')}
            placeholder={t('taxiPage.placePlaceholder')}
            typedAddressLabel={(text) => t('taxiPage.useAddress', { text })}
            value={form.departure}
            onChange={(choice) => set('departure', choice)}
            onChoose={onChoosePlace}
          />
          <PlaceField
            name="destination"
            label={t('taxiPage.destination')}
            placeholder={t('taxiPage.placePlaceholder')}
            typedAddressLabel={(text) => t('taxiPage.useAddress', { text })}
            value={form.destination}
            onChange={(choice) => set('destination', choice)}
            onChoose={onChoosePlace}
          />
        </div>
        <div className="taxi-form__row">
          <TextField
            name="date"
            type="date"
            label={t('taxiPage.date')}
            value={form.date}
            min={earliestPickupDate(form.departure.place, new Date())}
            required
            onChange={(value) => set('date', value)}
          />
          <SelectField
            id="taxi-time"
            name="time"
            label={t('taxiPage.time')}
            value={form.time}
            placeholder={t('taxiPage.timePlaceholder')}
            required
            options={TAXI_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
            onChange={(value) => set('time', value)}
          />
          <SelectField
            id="taxi-passengers"
            name="passengers"
            label={t('taxiPage.passengers')}
            value={form.passengers}
            options={countOptions(COUNTS)}
            onChange={(value) => set('passengers', value)}
          />
          <SelectField
            id="taxi-luggage"
            name="luggage"
            label={t('taxiPage.luggage')}
            value={form.luggage}
            options={countOptions(COUNTS.slice(0, TAXI_LIMITS.luggage.max))}
            onChange={(value) => set('luggage', value)}
          />
          <SelectField
            id="taxi-service"
            name="service_type"
            label={t('taxiPage.serviceType')}
            value={form.serviceType}
            options={TAXI_SERVICE_TYPES.map((type) => ({
              value: type,
              label: t(`taxiPage.service.${type}`),
            }))}
            onChange={(value) => set('serviceType', value as TTaxiServiceType)}
          />
        </div>
        {isYangoSwitched && (
          <p className="form-hint" role="status">
            {t('taxiPage.yangoSwitched')}
          </p>
        )}
        <fieldset className="taxi-form__options">
          <legend>{t('taxiPage.options')}</legend>
          <CheckboxField
            name="child_seat"
            label={t('taxiPage.option.childSeat')}
            checked={form.childSeat}
            onChange={(checked) => set('childSeat', checked)}
          />
          <CheckboxField
            name="vip_service"
            label={t('taxiPage.option.vip')}
            checked={form.vip}
            onChange={(checked) => set('vip', checked)}
          />
          <CheckboxField
            name="extra_stop"
            label={t('taxiPage.option.extraStop')}
            checked={form.extraStop}
            onChange={(checked) => set('extraStop', checked)}
          />
        </fieldset>
        <TextAreaField
          name="notes"
          label={t('taxiPage.notes')}
          value={form.notes}
          rows={3}
          onChange={(value) => set('notes', value)}
        />
        <FormNotice tone="error">{quoteError}</FormNotice>
        <div className="taxi-form__actions">
          <button type="submit" className="button" disabled={!ride || isQuoting}>
            {isQuoting ? t('taxiPage.quoting') : t('taxiPage.getQuote')}
          </button>
          <a className="button button--secondary" href={conciergeHref}>
            {t('taxiPage.concierge')}
          </a>
        </div>
      </form>
      {quote && <QuoteCard quote={quote.value} locale={locale} t={t} />}
      {quote && (
        <form className="taxi-customer" onSubmit={book} noValidate>
          <h2>{t('taxiPage.customer.title')}</h2>
          <TextField
            name="customer_name"
            label={t('taxiPage.customer.name')}
            value={customer.name}
            autoComplete="name"
            required
            onChange={setCustomerField('name')}
          />
          <TextField
            name="customer_email"
            type="email"
            label={t('taxiPage.customer.email')}
            value={customer.email}
            autoComplete="email"
            required
            onChange={setCustomerField('email')}
          />
          <TextField
            name="customer_phone"
            type="tel"
            label={t('taxiPage.customer.phone')}
            value={customer.phone}
            autoComplete="tel"
            required
            onChange={setCustomerField('phone')}
          />
          {!isCustomerReady && (
            <p id="taxi-customer-hint" className="form-hint">
              {t('validation.customerInfoRequired')}
            </p>
          )}
          <FormNotice tone="error">{bookingError}</FormNotice>
          <div className="taxi-form__actions">
            <button
              type="submit"
              className="button"
              disabled={!isCustomerReady || !isQuoteCurrent || isBooking}
              aria-describedby={isCustomerReady ? undefined : 'taxi-customer-hint'}
            >
              {isBooking ? t('taxiPage.booking') : t('taxiPage.book')}
            </button>
            <button type="button" className="button button--secondary" onClick={newQuote}>
              {t('taxiPage.newQuote')}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
