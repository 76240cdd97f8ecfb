import { describe, expect, it } from 'vitest'
import { ZodMiniType } from 'zod/mini'
import { readAnswer } from './contract.ts'
import { API } from './endpoints.ts'

// Answers the browser reads are zod/mini schemas (core/answer-primitives.ts): classic zod costs an
// island ≈ 24 KB brotli more. These answers are still classic, to be written in zod/mini next; the
// list only shrinks.
const STILL_CLASSIC = new Set([
  'accountBookings',
  'bookingLookup',
  'cancelBooking',
  'airlineCancelQuote',
  'airlineCancel',
  'resendBookingConfirmation',
  'flightPackages',
  'hotelPackages',
  'flightCheckout',
  'hotelCheckout',
  'testCheckout',
  'mobileMoneyCharge',
  'mobileMoneyVerify',
  'searchHotels',
  'placesAutocomplete',
  'placesForward',
  'taxiQuote',
  'taxiBook',
  'exchangeRates',
  'adminUsers',
  'adminUserStats',
  'conciergeRequests',
  'conciergeRequest',
  'updateConciergeRequest',
  'conciergeStats',
  'surveyStats',
  'surveyResponses',
  'taxiRides',
  'availableDrivers',
  'taxiStats',
  'assignDriver',
  'moveRide',
])

const answered = Object.entries(API).flatMap(([name, entry]) =>
  'answer' in entry && entry.answer ? [[name, entry.answer] as const] : [],
)

describe('the answers of the contract', () => {
  it.each(answered.filter(([name]) => !STILL_CLASSIC.has(name)))(
    'should read %s with a zod/mini schema',
    async (_name, load) => {
      expect(await load()).toBeInstanceOf(ZodMiniType)
    },
  )

  it('should name only endpoints that answer in the list still to convert', () => {
    const names = new Set(answered.map(([name]) => name))
    expect([...STILL_CLASSIC].filter((name) => !names.has(name))).toEqual([])
  })

  it('should read a malformed answer as none, never as data', async () => {
    expect(await readAnswer(API.me, { user: { email: 'a@b.co' } })).toBeNull()
    expect(await readAnswer(API.me, { user: null })).toEqual({ data: { user: null } })
  })
})
