/**
 * Mobile money (zod-free, for the browser too): the networks offered per currency, as Flutterwave
 * takes them (Ghana: MTN, Vodafone now Telecel, AirtelTigo; the CFA franc zone: Orange Money, MTN,
 * Moov, Wave), and the phone numbers of the built-in test checkout's simulation.
 */
export const MOBILE_MONEY_NETWORKS = {
  GHS: ['MTN', 'VODAFONE', 'AIRTELTIGO'],
  XOF: ['ORANGEMONEY', 'MTN', 'MOOV', 'WAVE'],
} as const
export type TMobileMoneyCurrency = keyof typeof MOBILE_MONEY_NETWORKS
export type TMobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[TMobileMoneyCurrency][number]

/** Network brand names: the same in both languages (the payment form, a refund's wording). */
export const MOBILE_MONEY_NETWORK_NAMES: Record<TMobileMoneyNetwork, string> = {
  MTN: 'MTN MoMo',
  VODAFONE: 'Telecel (Vodafone) Cash',
  AIRTELTIGO: 'AirtelTigo Money',
  ORANGEMONEY: 'Orange Money',
  MOOV: 'Moov Money',
  WAVE: 'Wave',
}

/** Countries of the CFA franc zone whose mobile money Flutterwave collects (its `country` field). */
export const XOF_MOBILE_MONEY_COUNTRIES = ['CI', 'SN', 'BJ', 'BF', 'ML', 'TG'] as const

/**
 * The test checkout's phones, like Stripe's test cards: the traveller "approves on the phone" and
 * the outcome follows the number. Any other valid number is approved too.
 */
export const TEST_MOBILE_MONEY_PHONES = {
  approves: '0550000001',
  declines: '0550000002',
  timesOut: '0550000003',
} as const

/** A mobile-money number: 8 to 15 digits, an optional leading +. */
export const MOBILE_MONEY_PHONE_PATTERN = /^\+?\d{8,15}$/

/** The reference of a charge sent to Flutterwave: unique per attempt, naming the booking it pays. */
export const chargeReference = (bookingId: number, attempt: string) => `nexovia-${bookingId}-${attempt}`

/** The booking a charge reference names, or null. */
export function bookingOfReference(reference: unknown): number | null {
  const match = typeof reference === 'string' ? /^nexovia-(\d{1,12})-[0-9a-z]+$/.exec(reference) : null
  const id = Number(match?.[1])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
