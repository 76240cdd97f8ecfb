import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDuffelDouble } from '../../../../../tests/fixtures/duffelDouble'
import { OrderNeedsPerson, OrderRefused, type OrderRequest, OrderUnknown } from '../orders/flightOrders'
import { duffelOrders } from './duffelOrders'

let duffel: Awaited<ReturnType<typeof startDuffelDouble>>
const orders = () => duffelOrders({ token: 'duffel_test_unit', basePath: duffel.url, timeoutMs: 300 })

const OFFER = 'GET /air/offers/off_0000AuJxDqj6ZSMwqpyHdA'
const ORDERS = 'POST /air/orders'
const REQUEST: OrderRequest = {
  providerOfferId: 'off_0000AuJxDqj6ZSMwqpyHdA',
  reference: 'NX-7Q4K2M',
  travellers: [
    {
      title: 'ms',
      givenNames: 'Ama',
      surname: 'Mensah',
      birthDate: '1987-07-24',
      nationality: 'GH',
      passportNumber: 'G1234567',
      passportExpiry: '2031-03-01',
    },
  ],
  contactEmail: 'ama.mensah@example.com',
  contactPhone: '+1 (415) 555-0123',
  maxTotal: { amount: 82615, currency: 'USD' },
}

const posted = () => duffel.received.filter((request) => request.method === 'POST')

beforeAll(async () => {
  duffel = await startDuffelDouble()
})
afterEach(() => duffel.reset())
afterAll(() => duffel.stop())

describe('duffelOrders', () => {
  it('should place an instant order paid from the balance for the offer passengers, named by the booking', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    duffel.answer(ORDERS, { status: 201, fixture: 'order.json' })
    await orders().createOrder(REQUEST)
    expect(posted()[0]!.body).toEqual({
      data: {
        type: 'instant',
        selected_offers: ['off_0000AuJxDqj6ZSMwqpyHdA'],
        passengers: [
          {
            id: 'pas_0000AuJxDqPYhiNTr4Ko8X',
            title: 'ms',
            gender: 'f',
            given_name: 'Ama',
            family_name: 'Mensah',
            born_on: '1987-07-24',
            email: 'ama.mensah@example.com',
            phone_number: '+14155550123',
          },
        ],
        payments: [{ type: 'balance', amount: '826.15', currency: 'USD' }],
        metadata: { nexovia_booking: 'NX-7Q4K2M' },
      },
    })
  })

  it('should answer the order PNR and one e-ticket per traveller', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    duffel.answer(ORDERS, { status: 201, fixture: 'order.json' })
    expect(await orders().createOrder(REQUEST)).toEqual({
      orderId: 'ord_0000AuKtc4CkbZ8rHtqSYT',
      pnr: 'RZPNX8',
      eTickets: [{ travellerName: 'Ama Mensah', number: '0062430815161' }],
      total: { amount: 82615, currency: 'USD' },
      isCancelled: false,
    })
  })

  it('should send the passport when the airline asks for identity documents', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer-documents-required.json' })
    duffel.answer(ORDERS, { status: 201, fixture: 'order.json' })
    await orders().createOrder(REQUEST)
    const { passengers } = (posted()[0]!.body as { data: { passengers: Record<string, unknown>[] } }).data
    expect(passengers[0]!.identity_documents).toEqual([
      {
        type: 'passport',
        unique_identifier: 'G1234567',
        issuing_country_code: 'GH',
        expires_on: '2031-03-01',
      },
    ])
  })

  it('should refuse an offer the airline no longer sells', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    duffel.answer(ORDERS, { status: 422, fixture: 'offer-no-longer-available.json' })
    await expect(orders().createOrder(REQUEST)).rejects.toEqual(
      expect.objectContaining({ reason: 'unavailable' }),
    )
  })

  it('should refuse an order whose price changed at the airline', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    duffel.answer(ORDERS, { status: 422, fixture: 'price-changed.json' })
    await expect(orders().createOrder(REQUEST)).rejects.toBeInstanceOf(OrderRefused)
  })

  it('should order nothing when the offer now costs more than the traveller paid', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    await expect(
      orders().createOrder({ ...REQUEST, maxTotal: { amount: 80000, currency: 'USD' } }),
    ).rejects.toEqual(expect.objectContaining({ reason: 'price_changed' }))
    expect(posted()).toEqual([])
  })

  it('should call an answer slower than its timeout unknown', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    duffel.answer(ORDERS, { status: 201, fixture: 'order.json', delayMs: 2_000 })
    await expect(orders().createOrder(REQUEST)).rejects.toBeInstanceOf(OrderUnknown)
  })

  it('should call a server error unknown', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    duffel.answer(ORDERS, { status: 500, fixture: 'internal-error.json' })
    await expect(orders().createOrder(REQUEST)).rejects.toBeInstanceOf(OrderUnknown)
  })

  it('should leave to a person a traveller whose title names no gender', async () => {
    duffel.answer(OFFER, { status: 200, fixture: 'offer.json' })
    const travellers = [{ ...REQUEST.travellers[0]!, title: 'mx' as const }]
    await expect(orders().createOrder({ ...REQUEST, travellers })).rejects.toBeInstanceOf(OrderNeedsPerson)
  })

  it('should find the order written for a booking reference', async () => {
    duffel.answer('GET /air/orders', { status: 200, fixture: 'orders-list.json' })
    const found = await orders().findOrder({ reference: 'NX-7Q4K2M', surname: 'Mensah' })
    expect([found?.pnr, duffel.received[0]!.url]).toEqual([
      'RZPNX8',
      '/air/orders?limit=50&passenger_name%5B%5D=Mensah',
    ])
  })

  it('should find no order for another booking reference', async () => {
    duffel.answer('GET /air/orders', { status: 200, fixture: 'orders-list.json' })
    expect(await orders().findOrder({ reference: 'NX-OTHER1', surname: 'Mensah' })).toBeUndefined()
  })

  it('should quote a cancellation with its refund, then confirm it', async () => {
    duffel.answer('POST /air/order_cancellations', { status: 201, fixture: 'order-cancellation-quote.json' })
    duffel.answer('POST /air/order_cancellations/ore_00009qzZWzjDipIkqpaUAj/actions/confirm', {
      status: 200,
      fixture: 'order-cancellation-confirmed.json',
    })
    const quote = await orders().quoteCancellation('ord_0000AuKtc4CkbZ8rHtqSYT')
    const confirmed = await orders().confirmCancellation(quote.cancellationId)
    expect([quote.refund, confirmed.refund, posted()[0]!.body]).toEqual([
      { amount: 9080, currency: 'USD' },
      { amount: 9080, currency: 'USD' },
      { data: { order_id: 'ord_0000AuKtc4CkbZ8rHtqSYT' } },
    ])
  })
})
