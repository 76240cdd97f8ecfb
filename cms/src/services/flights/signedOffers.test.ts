import { AIRPORTS, ITINERARY_ID_MAX, ZFlightSearchQuery } from '@nexovia/content-schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { type EngineAirport, planItineraries } from './offline/planItineraries'
import { planMultiCity } from './offline/planMultiCity'
import { offlineOfferKey, queryOf, readSignedOfferId, signedOfferId } from './signedOffers'

const airports = new Map<string, EngineAirport>(
  AIRPORTS.map(({ code, lat, lng }) => [code, { code, lat, lng }]),
)
const NOW = new Date('2026-11-23T09:00:00Z')
const query = ZFlightSearchQuery.parse({
  origin: 'BOS',
  destination: 'ABJ',
  departDate: '2027-01-10',
  returnDate: '2027-01-24',
  adults: 2,
  children: 1,
  cabin: 'business',
  currency: 'EUR',
})
const offer = () => planItineraries(query, airports, NOW)[0]!
/** Four legs through airports with two-stop routings: the longest ids the engine signs. */
const fourLegs = ZFlightSearchQuery.parse({
  origin: 'BDL',
  destination: 'DSS',
  departDate: '2027-01-10',
  adults: 2,
  currency: 'EUR',
  legs: [
    { origin: 'BDL', destination: 'DSS', date: '2027-01-10' },
    { origin: 'DSS', destination: 'LOS', date: '2027-01-14' },
    { origin: 'LOS', destination: 'ABJ', date: '2027-01-18' },
    { origin: 'ABJ', destination: 'BDL', date: '2027-01-24' },
  ],
})
const multiCity = () => planMultiCity(fourLegs, airports, NOW)

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
})

describe('signed offer ids', () => {
  it('should give back the key of the offer it was made from', () => {
    const signed = readSignedOfferId(signedOfferId(offer(), NOW.getTime()))!
    expect(offlineOfferKey(signed)).toBe(offer().key)
  })

  it('should give back the price and currency shown', () => {
    const signed = readSignedOfferId(signedOfferId(offer(), NOW.getTime()))!
    expect([signed.priceTotal, signed.currency]).toEqual([offer().price_total, 'EUR'])
  })

  it('should give back a query that plans the same itineraries', () => {
    const signed = readSignedOfferId(signedOfferId(offer(), NOW.getTime()))!
    expect(planItineraries(queryOf(signed), airports, NOW)).toEqual(planItineraries(query, airports, NOW))
  })

  it('should stay within the 200 characters an itinerary id may have', () => {
    expect(signedOfferId(offer(), NOW.getTime()).length).toBeLessThanOrEqual(200)
  })

  it('should use only the characters an itinerary id may have', () => {
    expect(signedOfferId(offer(), NOW.getTime())).toMatch(/^[\w-]+$/)
  })

  it('should refuse an id carrying the signature of another itinerary', () => {
    const [first, second] = planItineraries(query, airports, NOW)
    const id = signedOfferId(first!, NOW.getTime())
    const otherSignature = signedOfferId(second!, NOW.getTime()).slice(-22)
    expect(readSignedOfferId(`${id.slice(0, -22)}${otherSignature}`)).toBeUndefined()
  })

  it('should give back a multi-city query that plans the same itineraries', () => {
    const signed = readSignedOfferId(signedOfferId(multiCity()[0]!, NOW.getTime()))!
    expect(planMultiCity(queryOf(signed), airports, NOW)).toEqual(multiCity())
  })

  it('should keep every multi-city id within the length an itinerary id may have', () => {
    const longest = Math.max(...multiCity().map((planned) => signedOfferId(planned, NOW.getTime()).length))
    expect(longest).toBeLessThanOrEqual(ITINERARY_ID_MAX)
  })

  it('should refuse an id of another format', () => {
    expect(readSignedOfferId('fo_AbCdEf')).toBeUndefined()
  })
})
