import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type FlutterwaveDouble,
  startFlutterwaveDouble,
} from '../../../../../../tests/fixtures/flutterwaveDouble'
import { createFlutterwaveClient } from './flutterwaveClient'

let double: FlutterwaveDouble
const client = () =>
  createFlutterwaveClient({ secretKey: 'FLWSECK_TEST-unit', baseUrl: double.url, timeoutMs: 500 })
const CHARGE = {
  tx_ref: 'nexovia-7-unit',
  amount: 5000,
  currency: 'XOF',
  email: 'unit@example.com',
  phone_number: '2250700000001',
  country: 'CI',
}

beforeAll(async () => {
  double = await startFlutterwaveDouble()
})
afterEach(() => {
  double.refuse(null)
  double.silence(false)
  double.requests.length = 0
})
afterAll(() => double.stop())

describe('createFlutterwaveClient', () => {
  it('should send a charge with the secret key and an idempotency key named by its reference', async () => {
    const answer = await client().chargeMobileMoney('mobile_money_franco', CHARGE)
    const [sent] = double.requests
    expect([answer.status, answer.data?.tx_ref, sent?.path, sent?.method]).toEqual([
      'success',
      'nexovia-7-unit',
      '/v3/charges?type=mobile_money_franco',
      'POST',
    ])
    expect([sent?.headers.authorization, sent?.headers['x-idempotency-key']]).toEqual([
      'Bearer FLWSECK_TEST-unit',
      'charge-nexovia-7-unit',
    ])
  })

  it('should verify a transaction by id and by reference', async () => {
    const charged = await client().chargeMobileMoney('mobile_money_franco', {
      ...CHARGE,
      tx_ref: 'nexovia-8-unit',
    })
    const id = charged.data?.id as number
    const [byId, byReference] = await Promise.all([
      client().verify(id),
      client().verifyByReference('nexovia-8-unit'),
    ])
    expect([byId.data?.id, byReference.data?.id]).toEqual([id, id])
  })

  it('should refund a transaction with its amount', async () => {
    const charged = await client().chargeMobileMoney('mobile_money_franco', {
      ...CHARGE,
      tx_ref: 'nexovia-9-unit',
    })
    const refund = await client().refund(String(charged.data?.id), 5000)
    expect([
      refund.status,
      refund.data?.amount_refunded,
      double.requests.at(-1)?.headers['x-idempotency-key'],
    ]).toEqual(['success', 5000, `refund-${charged.data?.id}-5000`])
  })

  it('should ask the transfer rate of a currency against the dollar', async () => {
    const answer = await client().rate({ source: 'XOF', destination: 'USD', amount: 1000 })
    expect([answer.data?.source.amount, double.requests[0]?.path]).toEqual([
      612_500,
      '/v3/transfers/rates?amount=1000&destination_currency=USD&source_currency=XOF',
    ])
  })

  it("should hand back Flutterwave's error answer", async () => {
    double.refuse('Invalid phone number')
    const answer = await client().chargeMobileMoney('mobile_money_ghana', { ...CHARGE, currency: 'GHS' })
    expect([answer.status, answer.message]).toEqual(['error', 'Invalid phone number'])
  })

  it('should give up on a Flutterwave that does not answer', async () => {
    double.silence(true)
    await expect(client().verify(1)).rejects.toThrow(/did not answer within 500 ms/)
  })

  it('should call nothing but the configured host', async () => {
    await client().verifyByReference('nexovia-unknown')
    expect(double.requests.map((request) => request.headers.host)).toEqual([new URL(double.url).host])
  })
})
