/** Flutterwave's v3 REST API, the calls the cms makes, typed, over `fetch` to the one configured host. */

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

export type FlutterwaveRefund = { id: number; status: string; amount_refunded: number }

/** GET /v3/transfers/rates: `source.amount` of `source.currency` buys `destination.amount` of `destination.currency`. */
export type FlutterwaveRate = {
  rate: number
  source: { currency: string; amount: number }
  destination: { currency: string; amount: number }
}

/** A mobile-money charge's body (v3 `POST /charges?type=mobile_money_ghana|mobile_money_franco`). */
export type MobileMoneyChargeBody = {
  tx_ref: string
  amount: number
  currency: string
  email: string
  phone_number: string
  network?: string
  country?: string
  redirect_url?: string
}

export type FlutterwaveClient = {
  chargeMobileMoney(
    type: 'mobile_money_ghana' | 'mobile_money_franco',
    body: MobileMoneyChargeBody,
  ): Promise<FlutterwaveAnswer<FlutterwaveTransaction>>
  verify(id: number): Promise<FlutterwaveAnswer<FlutterwaveTransaction>>
  verifyByReference(txRef: string): Promise<FlutterwaveAnswer<FlutterwaveTransaction>>
  refund(id: string, amount: number): Promise<FlutterwaveAnswer<FlutterwaveRefund>>
  /** What `amount` of `destination` costs in `source` (Flutterwave's transfer rate). */
  rate(query: {
    source: string
    destination: string
    amount: number
  }): Promise<FlutterwaveAnswer<FlutterwaveRate>>
}

/** Flutterwave answers within seconds; a call that has not answered by then is abandoned. */
export const FLUTTERWAVE_TIMEOUT_MS = 20_000

export const FLUTTERWAVE_API_URL = 'https://api.flutterwave.com/'

type Settings = { secretKey: string; baseUrl?: string; timeoutMs?: number }

/**
 * A client of Flutterwave's v3 API on `baseUrl` (the tests' double, else api.flutterwave.com), the
 * secret key as bearer token. Every call is bounded by `timeoutMs`; POSTs carry an idempotency key
 * (`X-Idempotency-Key`) built from what makes them unique, so a retried charge or refund is one. An
 * answer that is not Flutterwave's JSON shape is an error: nothing else is called or reported anywhere.
 */
export function createFlutterwaveClient({
  secretKey,
  baseUrl = FLUTTERWAVE_API_URL,
  timeoutMs = FLUTTERWAVE_TIMEOUT_MS,
}: Settings): FlutterwaveClient {
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const call = async <T>(
    path: string,
    { body, idempotencyKey }: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<FlutterwaveAnswer<T>> => {
    const response = await fetch(new URL(path, root), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((cause: unknown) => {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
      throw new Error(
        timedOut ? `Flutterwave did not answer within ${timeoutMs} ms` : `Flutterwave unreachable: ${cause}`,
      )
    })
    const answer = (await response.json().catch(() => null)) as FlutterwaveAnswer<T> | null
    if (!answer || typeof answer.status !== 'string') {
      throw new Error(
        `Flutterwave answered ${response.status} without its JSON shape (${path.split('?')[0]})`,
      )
    }
    // 4xx answers carry Flutterwave's { status: 'error', message }: the caller reads them like any answer.
    return answer
  }
  return {
    chargeMobileMoney: (type, body) =>
      call(`v3/charges?type=${type}`, { body, idempotencyKey: `charge-${body.tx_ref}` }),
    verify: (id) => call(`v3/transactions/${encodeURIComponent(String(id))}/verify`),
    verifyByReference: (txRef) =>
      call(`v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`),
    refund: (id, amount) =>
      call(`v3/transactions/${encodeURIComponent(id)}/refund`, {
        body: { amount },
        idempotencyKey: `refund-${id}-${amount}`,
      }),
    rate: ({ source, destination, amount }) =>
      call(
        `v3/transfers/rates?${new URLSearchParams({
          amount: String(amount),
          destination_currency: destination,
          source_currency: source,
        })}`,
      ),
  }
}
