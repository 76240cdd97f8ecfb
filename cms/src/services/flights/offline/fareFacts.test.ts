import { CABINS } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { CARRIERS, type CarrierCode } from './carriers'
import { FARE_FACTS, fareFactsOf, itineraryFareFacts } from './fareFacts'

const carriers = Object.keys(CARRIERS) as CarrierCode[]

describe('FARE_FACTS', () => {
  it('should know every carrier the engine flies', () => {
    expect(Object.keys(FARE_FACTS).sort()).toEqual([...carriers].sort())
  })

  it('should never give a higher cabin less checked baggage than the one below', () => {
    for (const carrier of carriers) {
      const [economy, premium, business, first] = CABINS.map((cabin) => fareFactsOf(carrier, cabin))
      const weight = (facts: typeof economy) => facts!.checked_bags * facts!.checked_bag_kg
      expect(weight(premium), carrier).toBeGreaterThanOrEqual(weight(economy))
      expect(weight(business), carrier).toBeGreaterThanOrEqual(weight(premium))
      expect(weight(first), carrier).toBeGreaterThanOrEqual(weight(business))
    }
  })
})

describe('fareFactsOf', () => {
  it('should take the nearest cabin below when the airline has no such cabin', () => {
    expect(fareFactsOf('TK', 'premium')).toEqual(FARE_FACTS.TK.economy)
    expect(fareFactsOf('DL', 'first')).toEqual(FARE_FACTS.DL.business)
    expect(fareFactsOf('LH', 'first')).toEqual(FARE_FACTS.LH.first)
  })
})

describe('itineraryFareFacts', () => {
  it('should follow the first flight’s airline, which issues the ticket', () => {
    expect(itineraryFareFacts(['AT', 'AT'], 'economy')).toEqual(FARE_FACTS.AT.economy)
    expect(itineraryFareFacts(['DL', 'AF'], 'business')).toEqual(FARE_FACTS.DL.business)
  })
})
