import type { TPaymentMethod } from '@nexovia/content-schema'
import type { PaymentGateway } from './paymentGateway'

/** How payments find a gateway: the one a new payment goes through, and the one that took a booking's. */
export type GatewayChoice = {
  /** The gateway a new payment of this method goes through (the configured provider, else the test checkout). */
  current(method: TPaymentMethod): PaymentGateway
  /** The gateway that took a booking's payment, by the provider recorded on it (for its refund). */
  of(provider: string | null | undefined): PaymentGateway
}

let chosen: GatewayChoice | undefined

/**
 * Registers how gateways are chosen (payments/providers/paymentProviders.ts, once by the cms config):
 * payments core knows the PaymentGateway interface, never a provider.
 */
export function registerGatewayChoice(choice: GatewayChoice): void {
  chosen = choice
}

const choice = (): GatewayChoice => {
  if (!chosen)
    throw new Error('No payment gateways registered (registerPaymentProviders runs in the cms config)')
  return chosen
}

/** The gateway of a payment method (cards, mobile money), as the registered choice says. */
export const currentGateway = (method: TPaymentMethod = 'card'): PaymentGateway => choice().current(method)

/** The gateway that took a booking's payment, for its refund. */
export const gatewayOf = (provider: string | null | undefined): PaymentGateway => choice().of(provider)
