import { z } from 'zod'
import { msg, payload } from '../core/primitives.ts'
import {
  MOBILE_MONEY_NETWORKS,
  MOBILE_MONEY_PHONE_PATTERN,
  XOF_MOBILE_MONEY_COUNTRIES,
} from './mobile-money-rules.ts'

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s().-]/g, '') : value)
const ALL_NETWORKS = [...new Set(Object.values(MOBILE_MONEY_NETWORKS).flat())] as [string, ...string[]]

/** POST /api/payments/mobile-money/{session_id}/charge: the phone that approves the payment and its network. */
export const ZMobileMoneyCharge = payload({
  phone: z.preprocess(
    digitsOnly,
    z
      .string(msg('validation.required'))
      .regex(MOBILE_MONEY_PHONE_PATTERN, msg('validation.mobileMoneyPhone')),
  ),
  network: z.enum(ALL_NETWORKS, msg('validation.invalidOption')),
  /** The CFA franc country of the phone (Flutterwave asks for it); ignored for cedis. */
  country: z.enum(XOF_MOBILE_MONEY_COUNTRIES, msg('validation.invalidOption')).default('CI'),
})
export type TMobileMoneyCharge = z.infer<typeof ZMobileMoneyCharge>

/** Where a mobile-money charge stands, as the checkout page shows it. */
export const MOBILE_MONEY_STATES = ['pending', 'successful', 'failed', 'timed_out'] as const

/** The charge answer: approve on the phone (poll the status), or open the provider's page first. */
export const ZMobileMoneyChargeAnswer = z.object({
  state: z.enum(MOBILE_MONEY_STATES),
  /** The provider's approval page (Ghana's OTP step), when it asks for one. */
  redirect_url: z.url().nullable(),
})
export type TMobileMoneyChargeAnswer = z.infer<typeof ZMobileMoneyChargeAnswer>
