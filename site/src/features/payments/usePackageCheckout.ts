import type { BodyOf } from '@nexovia/content-schema/api/contract'
import type { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale, TRateTable } from '@nexovia/content-schema/core'
import { messageOr } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { checkoutMethodOf, isPaymentChoice, type PaymentChoice } from './paymentChoice'
import type { PackagePaymentMessages, PackagePaymentT } from './paymentMessages'
import { type PayFailure, usePayButton } from './usePayButton'

/** What every checkout call adds to the order: the page's language and origin, and who pays. */
type Common = 'locale' | 'origin_url' | 'user_email' | 'payment_method' | 'charge_currency'
type FlightOrder = Omit<BodyOf<typeof API.flightCheckout>, Common>
type HotelOrder = Omit<BodyOf<typeof API.hotelCheckout>, Common>

/** What a pay card shows of the checkout: its button busy, or held while another is, and its last refusal. */
export type CardCheckout = {
  isBusy: boolean
  isDisabled: boolean
  failure: PayFailure | undefined
  /** The method chosen on the page: the card shows what it will charge. */
  choice: PaymentChoice
}

type Options = {
  locale: Locale
  messages: PackagePaymentMessages
  /** Signed out: the confirmation goes to an address typed on the page (signed in: the account's). */
  needsEmail: boolean
  /**
   * Signed out with a selected flight, its travellers step's contact email is the booking's address:
   * the page asks for no second one, and the other cards send that contact address too.
   */
  contactEmail?: () => string
  /** The method first offered, from the visitor's currency. */
  initialChoice: PaymentChoice
}

/**
 * The checkout calls of /payment: the e-mail form (on the form kit, so an address typed before
 * hydration is kept), one busy pay button at a time (usePayButton), and each call's body.
 */
export function usePackageCheckout({ locale, messages, needsEmail, contactEmail, initialChoice }: Options) {
  const emailForm = useForm({ initial: { email: '' }, messages, fallback: 'validation.validEmail' })
  const methodForm = useForm({
    initial: { method: initialChoice as string },
    messages,
    fallback: 'errors.generic',
  })
  const choice = isPaymentChoice(methodForm.values.method) ? methodForm.values.method : initialChoice
  const { busy, failures, pay } = usePayButton()
  const isEmailOnPage = needsEmail && !contactEmail
  const buyerEmail = () => (contactEmail ? contactEmail() : emailForm.values.email).trim()

  // The cms ignores any amount sent: only what is bought, how many, who pays and by which method. An
  // empty address is not sent: signed in (before the page learnt it), the account's is used; signed
  // out, the cms answers that one is required, under the field.
  const common = () => {
    const email = needsEmail ? buyerEmail() : ''
    return {
      locale,
      origin_url: location.origin,
      ...checkoutMethodOf(choice),
      ...(email ? { user_email: email } : {}),
    }
  }
  // A refused address shows under the field until a new try clears that card's refusal.
  const emailError = Object.values(failures)
    .map((failure) => failure.fieldErrors.user_email)
    .find(Boolean)

  return {
    isEmailOnPage,
    choice,
    methodFormProps: methodForm.formProps,
    methodField: methodForm.field('method'),
    /** The method first offered once the browser knows the visitor's currency (a cached page's default until then). */
    offerMethod: (method: string) => methodForm.setValue('method', method),
    emailFormProps: emailForm.formProps,
    emailField: {
      ...emailForm.field('email'),
      error: emailError ? messageOr(messages, emailError, 'validation.validEmail') : undefined,
    },
    cardOf: (key: string): CardCheckout => ({
      isBusy: busy === key,
      isDisabled: busy !== null && busy !== key,
      failure: failures[key],
      choice,
    }),
    payFlight: (key: string, order: FlightOrder) => pay(key, 'flightCheckout', { ...order, ...common() }),
    payHotel: (key: string, order: HotelOrder) => pay(key, 'hotelCheckout', { ...order, ...common() }),
  }
}

export type PackageCheckout = ReturnType<typeof usePackageCheckout>

/** What the payment page hands each of its cards: the language, its strings, the checkout and the rates. */
export type CheckoutCardProps = {
  locale: Locale
  t: PackagePaymentT
  messages: PackagePaymentMessages
  checkout: PackageCheckout
  rates: TRateTable
}
