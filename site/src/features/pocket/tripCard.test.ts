import type { TAccountBooking } from '@nexovia/content-schema/payments/account-bookings'
import { describe, expect, it } from 'vitest'
import { tripCardOfAccountBooking } from './tripCard'

const booking: TAccountBooking = {
  id: 7,
  reference: 'NX-7K3Q9P',
  type: 'flight',
  destination: 'Accra',
  status: 'confirmed',
  departureDate: '2027-01-05',
  amount: 84_000,
  currency: 'USD',
  itemName: 'New York → Accra, round trip, 1 traveller',
  itinerary: ['JFK 22:10 (New York time) → ACC 14:05 (Accra time)'],
  ride: { status: 'assigned', meeting_name: 'TRAORE', flight_number: 'DL 156', driver: null },
  refund: null,
  tickets: null,
  supplier_confirmation: 'HTL-55',
}

describe('a booking of My Bookings kept as a trip card', () => {
  it('should keep what the account showed: reference, kind, flights, hotel confirmation and ride', () => {
    const card = tripCardOfAccountBooking(booking)
    expect(card).toMatchObject({
      reference: 'NX-7K3Q9P',
      type: 'flight',
      itemName: booking.itemName,
      itinerary: booking.itinerary,
      supplier_confirmation: 'HTL-55',
      ride: booking.ride,
    })
  })

  it('should name the destination when the booking has no name', () => {
    expect(tripCardOfAccountBooking({ ...booking, itemName: null })?.itemName).toBe('Accra')
  })

  it('should keep nothing of a booking without a reference', () => {
    expect(tripCardOfAccountBooking({ ...booking, reference: null })).toBeNull()
  })
})
