import { describe, expect, it } from 'vitest'
import {
  type AirlineOrder,
  type FlightOrders,
  OrderNeedsPerson,
  OrderRefused,
  type OrderRequest,
  OrderUnknown,
} from './flightOrders'
import { type ClaimedTicket, MAX_ORDER_ATTEMPTS, orderTicket, type TicketOrderStore } from './orderTicket'

const NOW = new Date('2026-11-27T04:00:00Z')
const ORDER: AirlineOrder = {
  orderId: 'ord_1',
  pnr: 'RZPNX8',
  eTickets: [{ travellerName: 'Ama Mensah', number: '0062430815161' }],
  total: { amount: 82615, currency: 'USD' },
  isCancelled: false,
}
const REQUEST = {
  providerOfferId: 'off_1',
  reference: 'NX-7Q4K2M',
  travellers: [{ title: 'ms', givenNames: 'Ama', surname: 'Mensah', birthDate: '1987-07-24' }],
  contactEmail: 'ama@example.com',
  contactPhone: '+14155550123',
  maxTotal: { amount: 82615, currency: 'USD' },
} satisfies OrderRequest

/** A store that records what the flow wrote, claimed at the given attempt (or held elsewhere). */
function storeAt(attempt: number | undefined, isRefundOk = true) {
  const writes: string[] = []
  const store: TicketOrderStore = {
    claim: async (bookingId) =>
      attempt === undefined
        ? undefined
        : ({ ticketId: 1, bookingId, attempt, request: REQUEST } as ClaimedTicket),
    ticketed: async (_claim, order) => void writes.push(`ticketed ${order.pnr}`),
    refused: async (_claim, reason) => {
      writes.push(`refused ${reason}`)
      return isRefundOk
    },
    toDesk: async () => void writes.push('desk'),
  }
  return { store, writes }
}

function airline(create: () => Promise<AirlineOrder>, found?: AirlineOrder) {
  const calls: string[] = []
  const orders = {
    createOrder: async () => {
      calls.push('create')
      return create()
    },
    findOrder: async () => {
      calls.push('find')
      return found
    },
  } as unknown as FlightOrders
  return { orders, calls }
}

describe('orderTicket', () => {
  it('should order once and keep the PNR on the first try', async () => {
    const { store, writes } = storeAt(1)
    const { orders, calls } = airline(async () => ORDER)
    const outcome = await orderTicket({ bookingId: 7, orders, store, now: NOW })
    expect([outcome, writes, calls]).toEqual(['ticketed', ['ticketed RZPNX8'], ['create']])
  })

  it('should do nothing while another try holds the ticket', async () => {
    const { store, writes } = storeAt(undefined)
    const { orders, calls } = airline(async () => ORDER)
    const outcome = await orderTicket({ bookingId: 7, orders, store, now: NOW })
    expect([outcome, writes, calls]).toEqual(['busy', [], []])
  })

  it('should keep the order an earlier unknown try made instead of ordering again', async () => {
    const { store, writes } = storeAt(2)
    const { orders, calls } = airline(async () => ORDER, ORDER)
    const outcome = await orderTicket({ bookingId: 7, orders, store, now: NOW })
    expect([outcome, writes, calls]).toEqual(['ticketed', ['ticketed RZPNX8'], ['find']])
  })

  it('should refund and tell the traveller once when the airline refuses', async () => {
    const { store, writes } = storeAt(1)
    const { orders } = airline(async () => {
      throw new OrderRefused('unavailable', 'offer gone')
    })
    const told: string[] = []
    const afterRefusal = async (bookingId: number, reason: string) => told.push(`${bookingId} ${reason}`)
    const outcome = await orderTicket({ bookingId: 7, orders, store, now: NOW, afterRefusal })
    expect([outcome, writes, told]).toEqual(['refused', ['refused unavailable'], ['7 unavailable']])
  })

  it('should tell nobody when the refund of a refusal failed (the next try refunds)', async () => {
    const { store } = storeAt(1, false)
    const { orders } = airline(async () => {
      throw new OrderRefused('price_changed', 'dearer')
    })
    const told: number[] = []
    const afterRefusal = async (bookingId: number) => told.push(bookingId)
    const outcome = await orderTicket({ bookingId: 7, orders, store, now: NOW, afterRefusal })
    expect([outcome, told]).toEqual(['retry', []])
  })

  it('should leave an unknown answer for a later try', async () => {
    const { store, writes } = storeAt(1)
    const { orders } = airline(async () => {
      throw new OrderUnknown('timeout')
    })
    expect([await orderTicket({ bookingId: 7, orders, store, now: NOW }), writes]).toEqual(['retry', []])
  })

  it('should hand the ticket to the desk when the last try is still unknown', async () => {
    const { store, writes } = storeAt(MAX_ORDER_ATTEMPTS)
    const { orders } = airline(async () => {
      throw new OrderUnknown('timeout')
    })
    expect([await orderTicket({ bookingId: 7, orders, store, now: NOW }), writes]).toEqual(['desk', ['desk']])
  })

  it('should hand the ticket to the desk when a program cannot place the order', async () => {
    const { store, writes } = storeAt(1)
    const { orders } = airline(async () => {
      throw new OrderNeedsPerson('no gender')
    })
    expect([await orderTicket({ bookingId: 7, orders, store, now: NOW }), writes]).toEqual(['desk', ['desk']])
  })
})
