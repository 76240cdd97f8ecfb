/**
 * A paid stay takes its rooms off the hotel's availability and marks the booking (rooms_held); a
 * cancellation gives back exactly what was held, once. A stay whose hold found too few rooms (paid
 * meanwhile by someone else) gives nothing back, so availability never rises above the real stock.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdPaidRooms } from '../../cms/src/services/hotels/holdRooms.ts'
import { releaseStayRooms } from '../../cms/src/services/hotels/stayCancellation.ts'
import { inTransaction } from '../../cms/src/services/payments/bookingStore.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, paidBooking } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'

let payload: Payload
const emails: string[] = []
const hotelIds: number[] = []

/** A hotel with `roomsAvailable` rooms and a paid stay of `rooms` rooms there, not yet held. */
async function paidStay(options: { roomsAvailable: number; rooms: number }) {
  const hotel = await payload.create({
    collection: 'hotels',
    data: { ...samples.hotels(), currency: 'USD' as const, roomsAvailable: options.roomsAvailable },
  })
  hotelIds.push(hotel.id)
  const email = `rooms-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const booking = await paidBooking(payload, email, { type: 'hotel', hotel: hotel.id, rooms: options.rooms })
  return { bookingId: booking.id, hotelId: hotel.id }
}

const hold = (bookingId: number) => inTransaction(payload, (tx) => holdPaidRooms(payload, tx, bookingId))
const release = (bookingId: number) => inTransaction(payload, (tx) => releaseStayRooms(tx, bookingId))

async function stateOf(stay: { bookingId: number; hotelId: number }) {
  const hotel = await payload.findByID({ collection: 'hotels', id: stay.hotelId })
  const booking = await payload.findByID({ collection: 'bookings', id: stay.bookingId })
  return { roomsAvailable: hotel.roomsAvailable, roomsHeld: booking.roomsHeld ?? 0 }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteBookings(payload, [...emails])
  await payload.delete({ collection: 'hotels', where: { id: { in: hotelIds } } })
})

describe("holding and releasing a stay's rooms", () => {
  it('should take the rooms off and mark the booking with how many it holds', async () => {
    const stay = await paidStay({ roomsAvailable: 5, rooms: 2 })
    const isHeld = await hold(stay.bookingId)
    expect([isHeld, await stateOf(stay)]).toEqual([true, { roomsAvailable: 3, roomsHeld: 2 }])
  })

  it('should give back what was held and clear the mark', async () => {
    const stay = await paidStay({ roomsAvailable: 5, rooms: 2 })
    await hold(stay.bookingId)
    await release(stay.bookingId)
    expect(await stateOf(stay)).toEqual({ roomsAvailable: 5, roomsHeld: 0 })
  })

  it('should give the rooms back once when released twice', async () => {
    const stay = await paidStay({ roomsAvailable: 5, rooms: 2 })
    await hold(stay.bookingId)
    await Promise.all([release(stay.bookingId), release(stay.bookingId)])
    await release(stay.bookingId)
    expect(await stateOf(stay)).toEqual({ roomsAvailable: 5, roomsHeld: 0 })
  })

  it('should give nothing back for a stay whose hold found too few rooms', async () => {
    const stay = await paidStay({ roomsAvailable: 1, rooms: 2 })
    const isHeld = await hold(stay.bookingId)
    await release(stay.bookingId)
    expect([isHeld, await stateOf(stay)]).toEqual([false, { roomsAvailable: 1, roomsHeld: 0 }])
  })

  it("should not hold a stay's rooms twice", async () => {
    const stay = await paidStay({ roomsAvailable: 5, rooms: 2 })
    await hold(stay.bookingId)
    await hold(stay.bookingId)
    expect(await stateOf(stay)).toEqual({ roomsAvailable: 3, roomsHeld: 2 })
  })
})
