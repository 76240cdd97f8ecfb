import { randomBytes } from 'node:crypto'
import { fromMinor } from '@nexovia/content-schema'
import { webAddressOrNull } from '@nexovia/content-schema/core/web-address'
import { sitePage } from '../../../lib/sitePage'
import type { MobileMoneyCharge, PaymentGateway } from '../../paymentGateway'
import type { FlutterwaveClient } from './flutterwaveClient'
import { verifiedPaymentOf } from './flutterwaveTransaction'

/** The networks Flutterwave names for XOF (it routes Moov by the number, so none is sent for it). */
const XOF_NETWORKS = new Set(['ORANGEMONEY', 'MTN', 'WAVE'])

/**
 * Mobile money through Flutterwave (flutterwaveClient.ts, bounded in time). A session is our own checkout page (the traveller
 * types the phone there); a charge is sent in the booking's currency and major units (whole francs,
 * cedis with pesewas), its `tx_ref` the attempt's reference recorded beforehand (chargeAttempts.ts,
 * naming the booking); the outcome comes only from the webhook's re-query (flutterwaveEvents.ts).
 * Refunds name the transaction recorded at fulfilment.
 */
export function flutterwaveGateway(flutterwave: FlutterwaveClient): PaymentGateway {
  return {
    name: 'flutterwave',
    openSession: async (input) => {
      const sessionId = `flw_${randomBytes(24).toString('hex')}`
      const url = `${sitePage(input.locale, '/payment/checkout')}?session_id=${sessionId}`
      return { sessionId, url, expiresAt: input.expiresAt }
    },
    chargeMobileMoney: async (input): Promise<MobileMoneyCharge> => {
      const charge = {
        tx_ref: input.reference,
        amount: fromMinor(input.amount, input.currency),
        currency: input.currency,
        email: input.email,
        phone_number: input.phone.replace(/^\+/, ''),
        // Ghana's networks answer with Flutterwave's approval page (meta.authorization.mode 'redirect'): it ends here.
        redirect_url: input.returnUrl,
      }
      const answer =
        input.currency === 'GHS'
          ? await flutterwave.chargeMobileMoney('mobile_money_ghana', { ...charge, network: input.network })
          : await flutterwave.chargeMobileMoney('mobile_money_franco', {
              ...charge,
              country: input.country,
              ...(XOF_NETWORKS.has(input.network) ? { network: input.network } : {}),
            })
      if (answer.status !== 'success') {
        throw new Error(`Flutterwave refused the charge of booking ${input.bookingId}: ${answer.message}`)
      }
      return {
        state: answer.data?.status === 'failed' ? 'failed' : 'pending',
        redirectUrl: approvalPageOf(answer.meta),
        transactionId: answer.data?.id ? String(answer.data.id) : null,
      }
    },
    verifyCharge: async (reference) => {
      const verified = await flutterwave.verifyByReference(reference)
      if (verified.status !== 'success' || verified.data?.tx_ref !== reference) return null
      return verifiedPaymentOf(verified.data)
    },
    refund: async (input) => {
      if (!input.paymentIntentId) throw new Error(`Booking ${input.bookingId} has no Flutterwave transaction`)
      const answer = await flutterwave.refund(input.paymentIntentId, fromMinor(input.amount, input.currency))
      if (answer.status !== 'success' || !answer.data || answer.data.status === 'failed') {
        throw new Error(`Flutterwave refund of booking ${input.bookingId} failed: ${answer.message}`)
      }
      return { refundId: `flw_refund_${answer.data.id}`, amount: input.amount }
    },
    // A mobile-money charge cannot be called back: one approved after the expiry still confirms (money was taken).
    closeSession: async () => {},
  }
}

/**
 * The provider's approval page of a charge answered `mode: 'redirect'` (Ghana), or null. Only an
 * http(s) address: the page becomes a link on our checkout page, never a `javascript:` one.
 */
export function approvalPageOf(meta: unknown): string | null {
  const authorization = (meta as { authorization?: { mode?: unknown; redirect?: unknown } } | undefined)
    ?.authorization
  if (authorization?.mode !== 'redirect' || typeof authorization.redirect !== 'string') return null
  return webAddressOrNull(authorization.redirect)
}
