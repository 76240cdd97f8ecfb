import type { Locale } from '@nexovia/content-schema/core'
import type { TTaxiQuoteResponse } from '@nexovia/content-schema/taxi/quote'
import { useEffect } from 'react'
import { callApi } from '../../lib/api/callApi'
import { FormNotice, SelectField, TextField } from '../../lib/forms/fields'
import { useForm } from '../../lib/forms/useForm'
import type { FieldErrors } from '../../lib/forms/validate'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
import { MessagesFields } from '../payments/MessagesFields'
import { MESSAGE_INITIAL, messagesProblems, messagesRequest } from '../payments/messagesConsent'
import {
  chargePreview,
  checkoutMethodOf,
  defaultPaymentChoice,
  isPaymentChoice,
  paymentChoiceOptions,
} from '../payments/paymentChoice'
import { detailOf } from './taxiAnswers'
import type { TaxiBookingMessages, TaxiBookingT } from './taxiMessages'
import { type CustomerForm, isCustomerComplete } from './taxiRules'
import type { RideRequest } from './useRideQuote'

type Props = {
  locale: Locale
  messages: TaxiBookingMessages
  t: TaxiBookingT
  ride: RideRequest | null
  quote: TTaxiQuoteResponse
  /** The quote prices the ride as it is now: only then can it be booked. */
  isQuoteCurrent: boolean
  onNewQuote: () => void
  /** The visitor's currency (the method first offered) and the rates (what the method will charge). */
  money: TMoneyView
}

/**
 * The traveller's details, the payment method chosen ('card:USD', 'mobile_money:XOF'…) and the phone
 * channels opted in to, named as the checkout's travellers step names them ("messages.phone").
 */
const EMPTY_CUSTOMER = { name: '', email: '', phone: '', method: '', ...MESSAGE_INITIAL }
const HINT_ID = 'taxi-customer-hint'
/**
 * Name, email and phone are all needed (spec 02 §5): the banner says so. A channel chosen needs a
 * number with its country code, said under the field, as at checkout.
 */
const customerRules = (values: CustomerForm & Record<string, string>): FieldErrors => ({
  ...(isCustomerComplete(values) ? {} : { '': 'validation.customerInfoRequired' }),
  ...messagesProblems(values),
})

/** The traveller's details and 'Book Now': the ride is stored and the payment checkout opens. */
export function TaxiCustomerForm(props: Props) {
  const { locale, messages, t, ride, quote, isQuoteCurrent, onNewQuote, money } = props
  const form = useForm({
    initial: { ...EMPTY_CUSTOMER, method: defaultPaymentChoice(money.chosen ?? 'USD') },
    messages,
    fallback: 'errors.generic',
    rules: customerRules,
    clearsFailureOnEdit: true,
  })
  const { clearFailure } = form
  // A new quote clears the last booking refusal; what the traveller typed stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new quote
  useEffect(() => clearFailure(), [quote, clearFailure])

  const book = form.submitWith({
    failure: 'errors.generic',
    isNavigatingOnSuccess: true,
    send: async (customer) => {
      if (!ride) return { ok: false, status: 0, body: {} }
      return callApi('taxiBook', {
        body: {
          customer: {
            name: customer.name.trim(),
            email: customer.email.trim(),
            phone: customer.phone.trim(),
          },
          ride,
          quote_id: quote.quote_id,
          locale,
          ...checkoutMethodOf(choice),
          ...messagesRequest(customer),
        },
      })
    },
    // Read by the contract's schema: it holds the checkout's address.
    onSuccess: (answer) => window.location.assign(answer.data.checkout_url),
    describeFailure: (answer) =>
      answer.status === 0
        ? t('errors.taxiBookingFailed')
        : t('errors.taxiBooking', { detail: detailOf(answer, messages) }),
  })

  const isCustomerReady = isCustomerComplete(form.values)
  const choice = isPaymentChoice(form.values.method)
    ? form.values.method
    : defaultPaymentChoice(money.chosen ?? 'USD')
  const preview = chargePreview({
    total: quote.price,
    currency: quote.currency,
    choice,
    rates: money.rates,
    locale,
  })
  const field = (name: keyof CustomerForm) => ({
    ...form.field(name),
    name: `customer_${name}`,
    label: t(`taxiPage.customer.${name}`),
    required: true,
    // Refusals show in the banner below, not under a field.
    error: undefined,
  })

  return (
    <form className="taxi-customer" onSubmit={book} {...form.formProps}>
      <h2>{t('taxiPage.customer.title')}</h2>
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('phone')} type="tel" autoComplete="tel" />
      <MessagesFields t={t} form={form} />
      <SelectField
        {...form.field('method')}
        label={t('payments.method.label')}
        options={paymentChoiceOptions(t)}
      />
      {preview && (
        <p className="form-hint" data-testid="taxi-charged" data-amount={preview.amount}>
          {t('payments.method.charged', { amount: preview.amount, date: preview.date })}
        </p>
      )}
      {preview?.isPaused && (
        <p className="notice notice--info" data-testid="rate-stale">
          {t('money.rateStale')}
        </p>
      )}
      {!isCustomerReady && (
        <p id={HINT_ID} className="form-hint">
          {t('validation.customerInfoRequired')}
        </p>
      )}
      <FormNotice tone="error">{form.failure}</FormNotice>
      <div className="taxi-form__actions">
        <button
          type="submit"
          className="button"
          disabled={!isCustomerReady || !isQuoteCurrent || form.isSubmitting}
          aria-describedby={isCustomerReady ? undefined : HINT_ID}
        >
          {form.isSubmitting ? t('taxiPage.booking') : t('taxiPage.book')}
        </button>
        <button type="button" className="button button--secondary" onClick={onNewQuote}>
          {t('taxiPage.newQuote')}
        </button>
      </div>
    </form>
  )
}
