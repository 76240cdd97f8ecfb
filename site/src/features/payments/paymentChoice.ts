import {
  convertAt,
  formatMoney,
  type Locale,
  type TCurrency,
  type TDisplayCurrency,
  type TPaymentMethod,
  type TRateTable,
} from '@nexovia/content-schema/core'
import { formatRateDate, isStaleConversion } from '../../lib/money/priceEquivalents'

/** How a traveller may pay, as the page offers it: a card in USD or EUR, mobile money in XOF or GHS. */
export const PAYMENT_CHOICES = ['card:USD', 'card:EUR', 'mobile_money:XOF', 'mobile_money:GHS'] as const
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]

export const isPaymentChoice = (value: unknown): value is PaymentChoice =>
  (PAYMENT_CHOICES as readonly unknown[]).includes(value)

/** The method and currency a choice sends to the checkout. */
export function checkoutMethodOf(choice: PaymentChoice): {
  payment_method: TPaymentMethod
  charge_currency: TCurrency
} {
  const [method, currency] = choice.split(':') as [TPaymentMethod, TCurrency]
  return { payment_method: method, charge_currency: currency }
}

/** The choice that follows the visitor's currency: CFA francs or cedis by mobile money, euros or dollars by card. */
export function defaultPaymentChoice(display: TDisplayCurrency): PaymentChoice {
  return display === 'XOF' || display === 'GHS' ? `mobile_money:${display}` : `card:${display}`
}

/**
 * What a price will be charged in the chosen currency at the cms's rates, and the rate's day (null:
 * charged as priced). `isPaused`: mobile money converted at a stale rate, which the cms will not open.
 */
export function chargePreview(options: {
  total: number
  currency: TCurrency
  choice: PaymentChoice
  rates: TRateTable
  locale: Locale
}): { amount: string; date: string; isPaused: boolean } | null {
  const { payment_method: method, charge_currency: target } = checkoutMethodOf(options.choice)
  if (target === options.currency) return null
  const converted = convertAt(options.total, options.currency, target, options.rates)
  const isStale = isStaleConversion(options.currency, target, options.rates)
  return {
    amount: formatMoney(converted.minor, target, options.locale),
    date: formatRateDate(converted.rateSetOn, options.locale, isStale),
    isPaused: method === 'mobile_money' && isStale,
  }
}

type ChoiceT = (
  key:
    | 'payments.method.card'
    | 'payments.method.mobileMoney'
    | `money.currency.${'USD' | 'EUR' | 'XOF' | 'GHS'}`,
  values?: Record<string, string>,
) => string

/** The choices as a select's options, named in the page's language ("Mobile money in CFA franc (F CFA)"). */
export const paymentChoiceOptions = (t: ChoiceT) =>
  PAYMENT_CHOICES.map((choice) => {
    const { payment_method, charge_currency } = checkoutMethodOf(choice)
    return {
      value: choice,
      label: t(payment_method === 'card' ? 'payments.method.card' : 'payments.method.mobileMoney', {
        currency: t(`money.currency.${charge_currency as 'USD' | 'EUR' | 'XOF' | 'GHS'}`),
      }),
    }
  })
