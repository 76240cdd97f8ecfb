import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZTaxiQuoteRequest, ZTaxiQuoteResponse } from './quote.ts'

const rideRequest = {
  origin: { address: 'Boston Logan International Airport', lat: 42.3656, lng: -71.0096 },
  destination: { address: '60 School Street, Boston, MA 02108', lat: 42.3577, lng: -71.0603 },
  datetime: '2026-03-10T14:30:00-05:00',
  passengers: '2',
  service_type: 'private_chauffeur',
  options: { child_seat: true, luggage_count: 3 },
}

describe('ZTaxiQuoteRequest', () => {
  it('should accept a ride and fill the unchecked options', () => {
    expect(ZTaxiQuoteRequest.parse(rideRequest)).toEqual({
      ...rideRequest,
      passengers: 2,
      options: { child_seat: true, luggage_count: 3, vip_service: false, extra_stop: false },
    })
  })

  it('should refuse 9 passengers', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, passengers: 9 }, 'passengers')).toBe(
      'validation.taxiPassengersRange',
    )
  })

  it('should refuse a luggage count below 1', () => {
    expect(
      messageAt(
        ZTaxiQuoteRequest,
        { ...rideRequest, options: { luggage_count: 0 } },
        'options.luggage_count',
      ),
    ).toBe('validation.luggageRange')
  })

  it('should refuse a place without resolved coordinates', () => {
    const unresolved = { ...rideRequest, destination: { address: 'Somewhere' } }
    expect(messageAt(ZTaxiQuoteRequest, unresolved, 'destination.lat')).toBe('validation.coordinatesInvalid')
  })

  it('should require the date and time', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, datetime: '' }, 'datetime')).toBe(
      'validation.dateRequired',
    )
  })

  it('should take an arriving flight instead of the date and time, written as on a ticket', () => {
    const ride = ZTaxiQuoteRequest.parse({
      ...rideRequest,
      datetime: '',
      flight_number: 'af702',
      arrival_date: '2026-12-02',
    })
    expect([ride.datetime, ride.flight_number]).toEqual(['', 'AF 702'])
  })

  it('should refuse a malformed flight number on its field', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, flight_number: 'AF 70211' }, 'flight_number')).toBe(
      'validation.flightNumberInvalid',
    )
  })

  it('should refuse an unknown service type', () => {
    expect(messageAt(ZTaxiQuoteRequest, { ...rideRequest, service_type: 'bus' }, 'service_type')).toBe(
      'validation.invalidOption',
    )
  })
})

describe('ZTaxiQuoteResponse', () => {
  it('should accept a quote in CFA francs with its breakdown', () => {
    const quote = {
      quote_id: 'q_1',
      expires_at: '2026-03-10T08:15:00.000Z',
      service_type: 'yango',
      distance_km: 12.4,
      duration_min: 25,
      price: 9500,
      currency: 'XOF',
      disclaimer: 'taxi.disclaimer',
      breakdown: {
        base_fee: 1500,
        distance_fee: 5000,
        time_fee: 2000,
        night_surcharge: 0,
        airport_fee: 1000,
        child_seat_fee: 0,
        vip_fee: 0,
        extra_stop_fee: 0,
      },
    }
    expect(ZTaxiQuoteResponse.parse(quote)).toEqual(quote)
  })
})
