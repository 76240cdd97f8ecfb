import type { TCurrency, TTravellerTitle } from '@nexovia/content-schema'

/** A traveller as the booking collected them (BookingTravellers), in passport order. */
export type OrderTraveller = {
  title: TTravellerTitle
  givenNames: string
  surname: string
  /** YYYY-MM-DD. */
  birthDate: string
  nationality?: string | null
  passportNumber?: string | null
  passportExpiry?: string | null
}

export type OrderRequest = {
  /** The provider's own offer id (Duffel's `off_…`), as stored with the itinerary sold. */
  providerOfferId: string
  /** The booking's reference: written on the order, and how a lost answer is found again. */
  reference: string
  travellers: OrderTraveller[]
  contactEmail: string
  contactPhone: string
  /** The most the order may cost, in minor units of `currency` (what the traveller was charged for). */
  maxTotal: { amount: number; currency: TCurrency }
}

/** An airline order: its record locator (PNR) and one e-ticket number per traveller once issued. */
export type AirlineOrder = {
  orderId: string
  pnr: string
  eTickets: { travellerName: string; number: string }[]
  total: { amount: number; currency: string }
  isCancelled: boolean
}

/** What the airline gives back if the order is cancelled now, valid until `expiresAt`. */
export type CancellationQuote = {
  cancellationId: string
  refund: { amount: number; currency: string }
  expiresAt: string
}

/** The airline said no for good (offer gone, price changed): nothing was ordered, the money goes back. */
export class OrderRefused extends Error {
  constructor(
    readonly reason: 'unavailable' | 'price_changed',
    message: string,
  ) {
    super(message)
    this.name = 'OrderRefused'
  }
}

/** No clear answer (timeout, 5xx, network): the order may exist; read it back before trying again. */
export class OrderUnknown extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OrderUnknown'
  }
}

/** An order a program cannot place (details the airline rejects, a title it has no gender for): a person tickets it. */
export class OrderNeedsPerson extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OrderNeedsPerson'
  }
}

/**
 * The flight engine's airline orders (Duffel's; the offline engine has none, its tickets are issued
 * by hand). Each call throws OrderRefused, OrderUnknown or OrderNeedsPerson on a failure.
 */
export interface FlightOrders {
  /** An instant order, paid from the agency's balance, for the travellers of a paid booking. */
  createOrder(request: OrderRequest): Promise<AirlineOrder>
  /** The order written for a booking reference, if one exists (after an unknown answer). */
  findOrder(lookup: { reference: string; surname: string }): Promise<AirlineOrder | undefined>
  getOrder(orderId: string): Promise<AirlineOrder>
  quoteCancellation(orderId: string): Promise<CancellationQuote>
  /** Confirms a quote: the order is cancelled and the quoted refund credited to the agency. */
  confirmCancellation(cancellationId: string): Promise<CancellationQuote>
}
