import { MOBILE_MONEY_NETWORK_NAMES, type TMobileMoneyNetwork } from './mobile-money-rules.ts'

/** How a booking was paid, as far as a refund needs to name it (zod-free: the browser uses it too). */
export type TPaidWith =
  | { method: 'card'; card_last4: string | null }
  | { method: 'mobile_money'; network: string | null; phone: string | null }

export const REFUND_WORD_KEYS = [
  'refund.to.card',
  'refund.to.cardUnknown',
  'refund.to.mobileMoney',
  'refund.to.mobileMoneyUnknown',
  'refund.delay.card',
  'refund.delay.mobileMoney',
] as const
type RefundWordKey = (typeof REFUND_WORD_KEYS)[number]

/** The facts of a stored booking that say how it was paid (its masked phone, the card's last digits). */
export function paidWithOf(booking: {
  paymentMethod?: string | null
  cardLast4?: string | null
  chargeNetwork?: string | null
  chargePhone?: string | null
}): TPaidWith {
  return booking.paymentMethod === 'mobile_money'
    ? { method: 'mobile_money', network: booking.chargeNetwork ?? null, phone: booking.chargePhone ?? null }
    : { method: 'card', card_last4: booking.cardLast4 ?? null }
}

const networkName = (network: string | null) =>
  network && Object.hasOwn(MOBILE_MONEY_NETWORK_NAMES, network)
    ? MOBILE_MONEY_NETWORK_NAMES[network as TMobileMoneyNetwork]
    : null

/**
 * Where a refund goes back ("your card ending 4242", "MTN MoMo 024•••••01") and the delay that method
 * has, in the language of `t`: the manage-booking page and the cancellation mail say the same.
 */
export function refundWords(
  paidWith: TPaidWith,
  t: (key: RefundWordKey, params?: Record<string, string>) => string,
): { to: string; delay: string } {
  if (paidWith.method === 'card') {
    return {
      to: paidWith.card_last4
        ? t('refund.to.card', { last4: paidWith.card_last4 })
        : t('refund.to.cardUnknown'),
      delay: t('refund.delay.card'),
    }
  }
  const network = networkName(paidWith.network)
  return {
    to:
      network && paidWith.phone
        ? t('refund.to.mobileMoney', { network, phone: paidWith.phone })
        : t('refund.to.mobileMoneyUnknown'),
    delay: t('refund.delay.mobileMoney'),
  }
}
