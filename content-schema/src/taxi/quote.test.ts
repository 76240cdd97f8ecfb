import { describe, expect, it } from 'vitest'
import { messageAt } from '../test-support.ts'
import { ZTaxiQuoteRequest, ZTaxiQuoteResponse } from './quote.ts'

const rideRequest = {
  origin: { address: 'Boston Logan International Airport', lat: 42.3656, lng: -71.0096 },
  destination: { address: '60 School Street, Boston, MA 02108', lat: 42.3577, lng: -71.0603 },
  scheduledAt: '2026-03-10T14:30:00-05:00',
  passengers: '2',
  luggageCount: 3,
  serviceType: 'private_chauffeur',
  childSeat: true,
}

describe('ZTaxiQuoteRequest', () => {
  it('should accept a ride and fill the unchecked options', () => {
    expect(ZTaxiQuoteRequest.parse(rideRequest)).toEqual({
      ...rideRequest,
      passengers: 2,
      vipService: false,
      extraStop: false,
    })
  })

  it('should refuse 9 passengers', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, passengers: 9 }, 'passengers')).toBe(
      'validation.taxiPassengersRange',
    )
  })

  it('should refuse a luggage count below 1', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, luggageCount: 0 }, 'luggageCount')).toBe(
      'validation.luggageRange',
    )
  })

  it('should refuse a place without resolved coordinates', () => {
    const unresolved = { ...rideRequest, destination: { address: 'Somewhere' } }
    expect(messageAt(ZTaxiQuoteRequest, unresolved, 'destination.lat')).toBe('validation.coordinatesInvalid')
  })

  it('should require the date and time', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, scheduledAt: '' }, 'scheduledAt')).toBe(
      'validation.dateRequired',
    )
  })

  it('should refuse an unknown service type', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, serviceType: 'bus' }, 'serviceType')).toBe(
      'validation.invalidOption',
    )
  })
})

describe('ZTaxiQuoteResponse', () => {
  it('should accept a quote in CFA francs with its breakdown', () => {
    const quote = {
      distanceKm: 12.4,
      durationMin: 25,
      price: 9500,
      currency: 'XOF',
      disclaimer: 'taxi.disclaimer',
      breakdown: {
        baseFee: 1500,
        distanceFee: 5000,
        timeFee: 2000,
        nightSurcharge: 0,
        airportFee: 1000,
        childSeatFee: 0,
        vipFee: 0,
        extraStopFee: 0,
      },
    }
    expect(ZTaxiQuoteResponse.parse(quote)).toEqual(quote)
  })
})
