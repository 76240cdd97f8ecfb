import {
  type AirlineOrder,
  type FlightOrders,
  OrderNeedsPerson,
  OrderRefused,
  type OrderRequest,
  OrderUnknown,
} from './flightOrders'

/** Tries at the airline before a ticket whose order stays unknown goes to the ticketing desk. */
export const MAX_ORDER_ATTEMPTS = 4

/** A ticket this process holds for ordering, with what the order needs. */
export type ClaimedTicket = {
  ticketId: number
  bookingId: number
  /** 1 for the first try; a later one first reads back what an earlier try may have ordered. */
  attempt: number
  request: OrderRequest
}

/** Where the order flow keeps a ticket's state; every write applies only while this claim still holds it. */
export interface TicketOrderStore {
  /**
   * Takes a paid booking's Duffel ticket for ordering when no one holds it ('waiting', or 'ordering'
   * by a try gone quiet past its lease), counting the attempt; undefined when another holds it or
   * there is nothing to order.
   */
  claim(bookingId: number, now: Date): Promise<ClaimedTicket | undefined>
  /** 'ticketed' with the PNR and e-tickets. */
  ticketed(claim: ClaimedTicket, order: AirlineOrder, now: Date): Promise<void>
  /** 'refused' and the booking refunded in full once, in one transaction; false when the refund failed (nothing changed). */
  refused(claim: ClaimedTicket, reason: string, now: Date): Promise<boolean>
  /** Back to 'waiting' for the ticketing desk (source 'desk'). */
  toDesk(claim: ClaimedTicket, why: string, now: Date): Promise<void>
}

export type OrderOutcome = 'busy' | 'ticketed' | 'refused' | 'desk' | 'retry'

/**
 * Orders a paid flight booking's ticket with the airline, once: the claim (a conditional update of the
 * ticket) lets one try at a time through, whichever process or event asks; a try after an unknown
 * answer first looks for the order the airline may have made (by the booking reference written on it),
 * so an order is never created twice. A refusal refunds the booking in full (the store's transaction);
 * an order a program cannot place, or still unknown after MAX_ORDER_ATTEMPTS, goes to the ticketing desk.
 * `afterRefusal` is called once the refund is recorded (the traveller's mail).
 */
export async function orderTicket({
  bookingId,
  orders,
  store,
  now,
  afterRefusal,
}: {
  bookingId: number
  orders: FlightOrders
  store: TicketOrderStore
  now: Date
  afterRefusal?: (bookingId: number, reason: OrderRefused['reason']) => Promise<unknown>
}): Promise<OrderOutcome> {
  const claim = await store.claim(bookingId, now)
  if (!claim) return 'busy'
  const { request } = claim
  try {
    const earlier =
      claim.attempt > 1
        ? await orders.findOrder({ reference: request.reference, surname: request.travellers[0]!.surname })
        : undefined
    const order = earlier ?? (await orders.createOrder(request))
    await store.ticketed(claim, order, now)
    return 'ticketed'
  } catch (cause) {
    if (cause instanceof OrderRefused) {
      if (!(await store.refused(claim, cause.reason, now))) return 'retry'
      await afterRefusal?.(bookingId, cause.reason)
      return 'refused'
    }
    const isLastTry = claim.attempt >= MAX_ORDER_ATTEMPTS
    if (cause instanceof OrderNeedsPerson || (cause instanceof OrderUnknown && isLastTry)) {
      await store.toDesk(claim, cause.message, now)
      return 'desk'
    }
    if (cause instanceof OrderUnknown) return 'retry'
    throw cause
  }
}
