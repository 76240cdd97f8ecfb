import { flight_tickets_e_tickets } from '../../payload-generated-schema'
import type { Transaction } from '../payments/bookings/bookingStore'

/** Adds a ticket's e-tickets, in the order given (as Payload's array rows: _order from 1, a random id). */
export async function addETickets(
  tx: Pick<Transaction, 'insert'>,
  ticketId: number,
  eTickets: { travellerName: string; number: string }[],
): Promise<void> {
  if (eTickets.length === 0) return
  await tx.insert(flight_tickets_e_tickets).values(
    eTickets.map(({ travellerName, number }, index) => ({
      _order: index + 1,
      _parentID: ticketId,
      id: crypto.randomUUID(),
      travellerName,
      number,
    })),
  )
}
