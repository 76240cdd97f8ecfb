import type { BodyOf } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { messageOr } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { PackagePaymentMessages } from './paymentMessages'
import { type PayFailure, usePayButton } from './usePayButton'

/** What every checkout call adds to the order: the page's language and origin, and who pays. */
type Common = 'locale' | 'origin_url' | 'user_email'
type FlightOrder = Omit<BodyOf<typeof API.flightCheckout>, Common>
type HotelOrder = Omit<BodyOf<typeof API.hotelCheckout>, Common>

/** What a pay card shows of the checkout: its button busy, or held while another is, and its last refusal. */
export type CardCheckout = { isBusy: boolean; isDisabled: boolean; failure: PayFailure | undefined }

type Options = {
  locale: Locale
  messages: PackagePaymentMessages
  /** Signed out: the confirmation goes to an address typed on the page (signed in: the account's). */
  needsEmail: boolean
}

/**
 * The checkout calls of /payment/test: the e-mail form (on the form kit, so an address typed before
 * hydration is kept), one busy pay button at a time (usePayButton), and each call's body.
 */
export function usePackageCheckout({ locale, messages, needsEmail }: Options) {
  const emailForm = useForm({ initial: { email: '' }, messages, fallback: 'validation.validEmail' })
  const { busy, failures, pay } = usePayButton()

  // The cms ignores any amount sent: only what is bought, how many, and who pays. An empty address
  // is not sent: signed in (before the page learnt it), the account's is used; signed out, the cms
  // answers that one is required, under the field.
  const common = () => {
    const email = emailForm.values.email.trim()
    return { locale, origin_url: location.origin, ...(needsEmail && email ? { user_email: email } : {}) }
  }
  // A refused address shows under the field until a new try clears that card's refusal.
  const emailError = Object.values(failures)
    .map((failure) => failure.fieldErrors.user_email)
    .find(Boolean)

  return {
    emailFormProps: emailForm.formProps,
    emailField: {
      ...emailForm.field('email'),
      error: emailError ? messageOr(messages, emailError, 'validation.validEmail') : undefined,
    },
    cardOf: (key: string): CardCheckout => ({
      isBusy: busy === key,
      isDisabled: busy !== null && busy !== key,
      failure: failures[key],
    }),
    payFlight: (key: string, order: FlightOrder) => pay(key, API.flightCheckout, { ...order, ...common() }),
    payHotel: (key: string, order: HotelOrder) => pay(key, API.hotelCheckout, { ...order, ...common() }),
  }
}

export type PackageCheckout = ReturnType<typeof usePackageCheckout>
