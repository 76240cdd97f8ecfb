import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZCheckoutResponse, ZFlightCheckoutRequest, ZHotelCheckoutRequest } from './checkout.ts'

// Stays are bounded from today: the dates below are read on a fixed day.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'))
})
afterAll(() => {
  vi.useRealTimers()
})

describe('ZFlightCheckoutRequest', () => {
  it('should accept a flight package for 3 passengers', () => {
    expect(ZFlightCheckoutRequest.parse({ package_id: 4, passengers: '3', user_email: 'A@b.co' })).toEqual({
      package_id: 4,
      passengers: 3,
      user_email: 'a@b.co',
      locale: 'en',
      payment_method: 'card',
    })
  })

  it('should take mobile money charged in cedis', () => {
    const parsed = ZFlightCheckoutRequest.parse({
      package_id: 4,
      payment_method: 'mobile_money',
      charge_currency: 'GHS',
    })
    expect([parsed.payment_method, parsed.charge_currency]).toEqual(['mobile_money', 'GHS'])
  })

  it('should refuse a payment method it does not know', () => {
    expect(ZFlightCheckoutRequest.safeParse({ package_id: 4, payment_method: 'cheque' }).success).toBe(false)
  })

  it('should accept a stored itinerary instead of a package', () => {
    expect(ZFlightCheckoutRequest.parse({ itinerary_id: 'fo_abc-DEF_1' }).itinerary_id).toBe('fo_abc-DEF_1')
  })

  it('should accept a signed offline itinerary id', () => {
    expect(ZFlightCheckoutRequest.parse({ itinerary_id: 'fs_Qk9TLUNERw-x_1' }).itinerary_id).toBe(
      'fs_Qk9TLUNERw-x_1',
    )
  })

  it('should drop an amount and a currency sent by the browser', () => {
    const parsed = ZFlightCheckoutRequest.parse({ package_id: 4, amount: 1, currency: 'XOF' })
    expect(Object.keys(parsed).sort()).toEqual(['locale', 'package_id', 'passengers', 'payment_method'])
  })

  it('should require a package or an itinerary', () => {
    expect(messageAt(ZFlightCheckoutRequest, {}, 'package_id')).toBe('validation.packageIdRequired')
  })

  it('should refuse both a package and an itinerary', () => {
    expect(messageAt(ZFlightCheckoutRequest, { package_id: 1, itinerary_id: 'fo_x' }, 'package_id')).toBe(
      'validation.packageIdRequired',
    )
  })

  it('should refuse an itinerary id that is not the flight engine format', () => {
    expect(messageAt(ZFlightCheckoutRequest, { itinerary_id: "1' or 1=1" }, 'itinerary_id')).toBe(
      'validation.itineraryRequired',
    )
  })

  it('should refuse 7 passengers', () => {
    expect(messageAt(ZFlightCheckoutRequest, { package_id: 1, passengers: 7 }, 'passengers')).toBe(
      'validation.packagePassengersRange',
    )
  })
})

describe('ZHotelCheckoutRequest', () => {
  it('should accept a hotel package with nights and rooms', () => {
    const request = { package_id: 7, nights: 7, rooms: 4, user_email: 'a@b.co', locale: 'fr' }
    expect(ZHotelCheckoutRequest.parse(request)).toEqual({
      ...request,
      num_adults: 1,
      num_rooms: 1,
      payment_method: 'card',
    })
  })

  it('should accept a hotel stay from the results', () => {
    const stay = { hotel_id: 3, check_in_date: '2026-12-01', check_out_date: '2026-12-04', num_rooms: 2 }
    expect(ZHotelCheckoutRequest.parse(stay)).toMatchObject(stay)
  })

  it('should refuse a stay whose check-out is not after check-in', () => {
    const stay = { hotel_id: 3, check_in_date: '2026-12-04', check_out_date: '2026-12-04' }
    expect(messageAt(ZHotelCheckoutRequest, stay, 'check_out_date')).toBe('validation.checkOutBeforeCheckIn')
  })

  it('should refuse stays that cannot happen: in the past, years ahead, over 30 nights', () => {
    const at = (check_in_date: string, check_out_date: string, field: string) =>
      messageAt(ZHotelCheckoutRequest, { hotel_id: 3, check_in_date, check_out_date }, field)
    expect([
      at('2020-01-01', '2020-01-03', 'check_in_date'),
      at('2999-12-01', '2999-12-03', 'check_in_date'),
      at('2026-12-01', '2027-01-05', 'check_out_date'),
    ]).toEqual(['validation.checkInPast', 'validation.checkInTooFar', 'validation.stayTooLong'])
  })

  it('should refuse a stay without dates', () => {
    expect(messageAt(ZHotelCheckoutRequest, { hotel_id: 3 }, 'check_in_date')).toBe('validation.dateRequired')
  })

  it('should refuse 8 nights', () => {
    expect(messageAt(ZHotelCheckoutRequest, { package_id: 1, nights: 8 }, 'nights')).toBe(
      'validation.nightsRange',
    )
  })

  it('should refuse 5 rooms', () => {
    expect(messageAt(ZHotelCheckoutRequest, { package_id: 1, rooms: 5 }, 'rooms')).toBe(
      'validation.packageRoomsRange',
    )
  })
})

describe('ZCheckoutResponse', () => {
  it('should refuse a checkout address that is not a URL', () => {
    expect(ZCheckoutResponse.safeParse({ checkout_url: 'nowhere' }).success).toBe(false)
  })
})
