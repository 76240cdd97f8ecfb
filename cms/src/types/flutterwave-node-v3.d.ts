/** The part of Flutterwave's official Node SDK (v1.4, untyped JavaScript) the cms uses. */
declare module 'flutterwave-node-v3' {
  /** Every v3 answer: status 'success' | 'error', a message, the data. */
  export type FlutterwaveAnswer<T> = { status: string; message: string; data?: T | null; meta?: unknown }

  export type FlutterwaveTransaction = {
    id: number
    tx_ref: string
    flw_ref?: string
    amount: number
    charged_amount?: number
    currency: string
    status: string
    processor_response?: string
    payment_type?: string
  }

  export type MobileMoneyChargeInput = {
    tx_ref: string
    amount: number
    currency: string
    email: string
    phone_number: string
    network?: string
    country?: string
    fullname?: string
    redirect_url?: string
  }

  export default class Flutterwave {
    constructor(publicKey: string, secretKey: string, baseUrl?: string)
    MobileMoney: {
      ghana(input: MobileMoneyChargeInput): Promise<FlutterwaveAnswer<FlutterwaveTransaction>>
      franco_phone(input: MobileMoneyChargeInput): Promise<FlutterwaveAnswer<FlutterwaveTransaction>>
    }
    Transaction: {
      verify(input: { id: number }): Promise<FlutterwaveAnswer<FlutterwaveTransaction>>
      verify_by_tx(input: { tx_ref: string }): Promise<FlutterwaveAnswer<FlutterwaveTransaction>>
      refund(input: {
        id: string
        amount: number
      }): Promise<FlutterwaveAnswer<{ id: number; status: string; amount_refunded: number }>>
    }
  }
}
