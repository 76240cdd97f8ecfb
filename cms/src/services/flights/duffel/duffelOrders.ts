import { Duffel, DuffelError } from '@duffel/api'
import type { CreateOrderPassenger, Offer, Order, OrderCancellation } from '@duffel/api/types'
import { CURRENCIES, convertMinor, type TCurrency, toMinor } from '@nexovia/content-schema'
import {
  type AirlineOrder,
  type CancellationQuote,
  type FlightOrders,
  OrderNeedsPerson,
  OrderRefused,
  type OrderRequest,
  type OrderTraveller,
  OrderUnknown,
} from '../orders/flightOrders'

/** An order can take the airline a while; past this the answer is unknown and the order is read back later. */
export const ORDER_TIMEOUT_MS = 45_000

/** Duffel's codes for an offer the airline will no longer sell as priced (docs: API overview, errors). */
const UNAVAILABLE_CODES = new Set([
  'offer_no_longer_available',
  'offer_expired',
  'offer_request_already_booked',
])

const isCurrency = (code: string): code is TCurrency => (CURRENCIES as readonly string[]).includes(code)

/** "826.15" USD → 82615; currencies we do not sell in are taken as two-decimal. */
export const minorOf = (amount: string | null | undefined, currency: string): number =>
  isCurrency(currency) ? toMinor(Number(amount ?? 0), currency) : Math.round(Number(amount ?? 0) * 100)

/** Duffel wants a gender with each passenger; a title that names none is left to a person. */
const GENDERS = { mr: 'm', ms: 'f', mrs: 'f' } as const

/** The order's record locator and its electronic tickets, named by traveller. */
export function toAirlineOrder(order: Order): AirlineOrder {
  const names = new Map(order.passengers.map((p) => [p.id, `${p.given_name} ${p.family_name}`]))
  const eTickets = (order.documents ?? [])
    .filter((document) => document.type === 'electronic_ticket')
    .map((document) => {
      const ids = (document as { passenger_ids?: string[] }).passenger_ids ?? []
      return {
        travellerName: ids.map((id) => names.get(id) ?? '').join(', '),
        number: document.unique_identifier,
      }
    })
  return {
    orderId: order.id,
    pnr: order.booking_reference,
    eTickets,
    total: { amount: minorOf(order.total_amount, order.total_currency), currency: order.total_currency },
    isCancelled: Boolean(order.cancelled_at),
  }
}

const toQuote = (cancellation: OrderCancellation): CancellationQuote => {
  const currency = cancellation.refund_currency ?? 'USD'
  return {
    cancellationId: cancellation.id,
    refund: { amount: minorOf(cancellation.refund_amount, currency), currency },
    expiresAt: cancellation.expires_at,
  }
}

/**
 * The travellers as Duffel's passengers, matched to the offer's passenger ids in the order the search
 * listed them (adults, children, infants; the checkout collects them in that order); a lap infant
 * travels with the adult of the same rank.
 */
export function passengersFor(
  offer: Pick<Offer, 'passengers' | 'passenger_identity_documents_required'>,
  request: OrderRequest,
) {
  if (offer.passengers.length !== request.travellers.length) {
    throw new OrderNeedsPerson(
      `offer has ${offer.passengers.length} passengers, booking ${request.travellers.length}`,
    )
  }
  const passengers = offer.passengers.map((offered, index) =>
    toPassenger(offered.id, request.travellers[index]!, request, offer.passenger_identity_documents_required),
  )
  const infants = offer.passengers.flatMap((offered, index) =>
    offered.type === 'infant_without_seat' || (offered.age ?? 99) < 2 ? [index] : [],
  )
  infants.forEach((infantIndex, rank) => {
    const adult = passengers[rank]
    if (!adult || rank >= infantIndex) throw new OrderNeedsPerson('an infant without an adult to sit with')
    adult.infant_passenger_id = passengers[infantIndex]!.id
  })
  return passengers
}

function toPassenger(
  id: string,
  traveller: OrderTraveller,
  request: OrderRequest,
  isDocumentRequired: boolean,
): CreateOrderPassenger {
  const gender = GENDERS[traveller.title as keyof typeof GENDERS]
  if (!gender) throw new OrderNeedsPerson(`title ${traveller.title} gives the airline no gender`)
  const { passportNumber, nationality, passportExpiry } = traveller
  if (isDocumentRequired && !(passportNumber && nationality && passportExpiry)) {
    throw new OrderNeedsPerson('the airline wants a passport the booking lacks')
  }
  return {
    id,
    title: traveller.title as CreateOrderPassenger['title'],
    gender,
    given_name: traveller.givenNames,
    family_name: traveller.surname,
    born_on: traveller.birthDate,
    email: request.contactEmail,
    // Duffel takes E.164 (+233241234567): the checkout keeps the number as typed, spaces and all.
    phone_number: request.contactPhone.replace(/[\s().-]/g, ''),
    ...(isDocumentRequired
      ? {
          identity_documents: [
            {
              type: 'passport',
              unique_identifier: passportNumber!,
              issuing_country_code: nationality!,
              expires_on: passportExpiry!,
            },
          ],
        }
      : {}),
  } as CreateOrderPassenger
}

/** A failed call as the order flow needs it: refused for good, unknown (try reading back), or for a person. */
export function toOrderError(cause: unknown): Error {
  if (cause instanceof OrderRefused || cause instanceof OrderUnknown || cause instanceof OrderNeedsPerson) {
    return cause
  }
  if (!(cause instanceof DuffelError)) return new OrderUnknown(String(cause))
  const code = cause.errors?.[0]?.code ?? ''
  const status = cause.status ?? cause.meta?.status
  const detail = `${status ?? '?'} ${cause.errors?.[0]?.type ?? ''} ${code}`.trim()
  if (UNAVAILABLE_CODES.has(code)) return new OrderRefused('unavailable', detail)
  if (code === 'price_changed') return new OrderRefused('price_changed', detail)
  if (!status || status === 429 || status >= 500) return new OrderUnknown(detail)
  return new OrderNeedsPerson(detail)
}

/** Rejects with OrderUnknown once `ms` pass (the call itself may still reach the airline). */
function within<T>(ms: number, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OrderUnknown(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([call, late]).finally(() => clearTimeout(timer))
}

/** The Duffel orders adapter (instant orders paid from the Duffel balance, cancellations), through `@duffel/api`. */
export function duffelOrders({
  token,
  basePath,
  timeoutMs = ORDER_TIMEOUT_MS,
}: {
  token: string
  basePath?: string
  timeoutMs?: number
}): FlightOrders {
  const duffel = new Duffel({ token, ...(basePath ? { basePath } : {}) })
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await within(timeoutMs, request())
    } catch (cause) {
      throw toOrderError(cause)
    }
  }
  return {
    async createOrder(request) {
      const { data: offer } = await call(() => duffel.offers.get(request.providerOfferId))
      const total = minorOf(offer.total_amount, offer.total_currency)
      const { amount, currency } = request.maxTotal
      // The traveller paid for the offer as shown: a dearer one is not ordered (converted at our reference rates, rounding allowed).
      const asCharged = isCurrency(offer.total_currency)
        ? convertMinor(total, offer.total_currency, currency)
        : Infinity
      if (asCharged > amount + 1)
        throw new OrderRefused('price_changed', `offer now ${offer.total_amount} ${offer.total_currency}`)
      const { data } = await call(() =>
        duffel.orders.create({
          type: 'instant',
          selected_offers: [offer.id],
          passengers: passengersFor(offer, request),
          payments: [{ type: 'balance', amount: offer.total_amount, currency: offer.total_currency }],
          metadata: { nexovia_booking: request.reference },
        }),
      )
      return toAirlineOrder(data)
    },
    async findOrder({ reference, surname }) {
      const { data } = await call(() => duffel.orders.list({ 'passenger_name[]': [surname], limit: 50 }))
      const order = data.find((candidate) => candidate.metadata?.nexovia_booking === reference)
      return order ? toAirlineOrder(order) : undefined
    },
    async getOrder(orderId) {
      const { data } = await call(() => duffel.orders.get(orderId))
      return toAirlineOrder(data)
    },
    async quoteCancellation(orderId) {
      const { data } = await call(() => duffel.orderCancellations.create({ order_id: orderId }))
      return toQuote(data)
    },
    async confirmCancellation(cancellationId) {
      const { data } = await call(() => duffel.orderCancellations.confirm(cancellationId))
      return toQuote(data)
    },
  }
}
