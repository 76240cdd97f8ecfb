import { describe, expect, it } from 'vitest'
import { pickupOffersOf } from './pickup-offer.ts'

const flight = (from: string, to: string, dep: string, arr: string, flight_number: string) => ({
  from,
  to,
  dep,
  arr,
  flight_number,
})
const intoAccra = [flight('JFK', 'ACC', '2026-12-01T22:10:00-05:00', '2026-12-02T13:40:00+00:00', 'DL 1047')]
const homeToNewYork = [
  flight('ABJ', 'JFK', '2026-12-15T23:00:00+00:00', '2026-12-16T06:10:00-05:00', 'DL 1053'),
]

describe('pickupOffersOf', () => {
  it('should offer a pickup where the flight lands, its number and landing day filled in', () => {
    const [offer] = pickupOffersOf({ segments: intoAccra, return_segments: [] }, 'en')
    expect(new URLSearchParams(offer!.query).toString()).toBe(
      'pickup_airport=ACC&flight_number=DL+1047&date=2026-12-02',
    )
  })

  it('should say when it lands, on the airport clock with the zone named', () => {
    const [offer] = pickupOffersOf({ segments: intoAccra, return_segments: [] }, 'en')
    expect(offer!.text).toBe(
      'Book a ride from Accra (ACC) when DL 1047 lands, Wed, Dec 2, 2026 at 1:40 PM (Accra time)',
    )
  })

  it('should say it in French', () => {
    const [offer] = pickupOffersOf({ segments: intoAccra, return_segments: [] }, 'fr')
    expect(offer!.text).toContain(
      'à l’atterrissage du DL 1047, mer. 2 déc. 2026, 13\u00a0h\u00a040 (heure d’Accra)',
    )
  })

  it('should offer one at the end of each leg of a multi-city trip', () => {
    const offers = pickupOffersOf(
      { segments: intoAccra, return_segments: [], legs: [intoAccra, homeToNewYork] },
      'en',
    )
    expect(offers.map((offer) => new URLSearchParams(offer.query).get('pickup_airport'))).toEqual([
      'ACC',
      'JFK',
    ])
  })
})
