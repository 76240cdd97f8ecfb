import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { StaysSearchResult } from '@duffel/api/types'
import { ZHotelSearchQuery } from '@nexovia/content-schema'
import { stayRateShown } from '@nexovia/content-schema/hotels/stay-rate'
import { beforeAll, describe, expect, it } from 'vitest'
import { fullRefundUntil, searchCentre, toHotelResult } from './duffelStays'
import { readStayRate, signStayRate } from './signedStayRate'

const RECORDED = path.join(import.meta.dirname, '../../../../../tests/fixtures/duffel/stays-rates.json')
const withRates = () => (JSON.parse(readFileSync(RECORDED, 'utf8')) as { data: StaysSearchResult }).data

const query = ZHotelSearchQuery.parse({
  location: 'Accra, Ghana',
  check_in_date: '2027-01-12',
  check_out_date: '2027-01-15',
  num_adults: 2,
})
const accra = { lat: 5.6052, lng: -0.1668, city: 'Accra' }

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
})

describe('Duffel Stays adapter', () => {
  it('should centre a search on the city airport named before the comma, whatever the accents', () => {
    expect([searchCentre('Accra, Ghana')?.code, searchCentre('san jose')?.code]).toEqual(['ACC', undefined])
  })

  it('should price each rate for the stay in minor units, per night and in total, cheapest first', () => {
    const plans = toHotelResult(withRates(), query, accra)!.room_types[0]!.rate_plans
    expect(plans.map((plan) => [plan.total_price, plan.price_per_night, plan.has_breakfast])).toEqual([
      [38_000, 12_667, true],
      [41_250, 13_750, false],
    ])
  })

  it('should make a rate refundable until the last moment it gives the whole total back', () => {
    const plans = toHotelResult(withRates(), query, accra)!.room_types[0]!.rate_plans
    const refundable = plans.find((plan) => plan.is_refundable)!
    expect([refundable.free_cancellation_hours, readStayRate(refundable.id)?.freeCancellationUntil]).toEqual([
      24,
      '2027-01-10T23:59:00Z',
    ])
  })

  it('should not call a partial refund a free cancellation', () => {
    expect(
      fullRefundUntil({
        total_amount: '412.50',
        cancellation_timeline: [{ refund_amount: '200.00', currency: 'USD', before: '2027-01-10T00:00:00Z' }],
      }),
    ).toBeNull()
  })

  it('should sign the rate with what the checkout sells, and refuse it once altered', () => {
    const [plan] = toHotelResult(withRates(), query, accra)!.room_types[0]!.rate_plans
    const altered = plan!.id.replace(/^sr_./, (start) => (start.endsWith('e') ? 'sr_f' : 'sr_e'))
    expect([readStayRate(plan!.id)?.total, readStayRate(plan!.id)?.roomName, readStayRate(altered)]).toEqual([
      38_000,
      'Deluxe King Room',
      undefined,
    ])
  })

  it('should leave out a hotel none of whose rates is in a currency the site sells', () => {
    const result = withRates()
    for (const rate of result.accommodation.rooms[0]!.rates) rate.total_currency = 'JPY'
    expect(toHotelResult(result, query, accra)).toBeNull()
  })

  it('should read back what a signed rate sells, accents included, good for an hour', () => {
    const [plan] = toHotelResult(withRates(), query, accra)!.room_types[0]!.rate_plans
    const rate = { ...readStayRate(plan!.id)!, hotelName: 'Hôtel Ivoire', city: 'Abidjan' }
    const signedAt = new Date('2026-12-06T10:00:00.000Z')
    expect(stayRateShown(signStayRate(rate, signedAt))).toEqual({
      ...rate,
      expiresAt: '2026-12-06T11:00:00.000Z',
    })
  })
})
