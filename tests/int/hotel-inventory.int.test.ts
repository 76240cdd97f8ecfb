/**
 * Rooms per room type and night (issue 32): a stay holds its room type's rooms on each of its nights
 * while it is paid, or pending until its checkout session expires; everything else (a cancel, a staff
 * refund, an expiry, the stay's end) frees them with nothing to give back. Checkouts count under the
 * hotel's lock, so the last room of a night is sold once.
 */
import type { THotelResult } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerBookingKinds } from '../../cms/src/services/bookingKinds.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, deleteBookings, paidStayBooking, startCheckout } from '../fixtures/payments.ts'
import { sampleRoomType, samples } from '../fixtures/samples.ts'

let payload: Payload
const emails: string[] = []
const hotelIds: number[] = []

/** A hotel of its own name with one room type of `rooms` rooms. */
async function hotelWith(rooms: number) {
  const name = `Inventory ${crypto.randomUUID()}`
  const hotel = await payload.create({
    collection: 'hotels',
    data: { ...samples.hotels(), currency: 'USD' as const, name, roomTypes: [sampleRoomType(rooms)] },
  })
  hotelIds.push(hotel.id)
  return { id: hotel.id, name, roomType: hotel.roomTypes![0]!.id! }
}

const buyer = () => {
  const email = `inventory-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

const stayBody = (hotelId: number, checkIn: string, checkOut: string, rooms = 1) => ({
  hotel_id: hotelId,
  check_in_date: checkIn,
  check_out_date: checkOut,
  num_rooms: rooms,
  num_adults: rooms,
})

const checkout = (hotelId: number, checkIn: string, checkOut: string, rooms = 1) =>
  startCheckout('hotel', { ...stayBody(hotelId, checkIn, checkOut, rooms), user_email: buyer() })

/** A stay already paid, stored as the payment's fulfilment leaves it. */
const paidStay = (
  hotel: { id: number; roomType: string },
  stay: { checkIn: string; checkOut: string; rooms: number },
  data: Record<string, unknown> = {},
) =>
  paidStayBooking(
    payload,
    buyer(),
    { hotel: hotel.id, roomType: hotel.roomType, rooms: stay.rooms },
    {
      departureDate: `${stay.checkIn}T00:00:00.000Z`,
      returnDate: `${stay.checkOut}T00:00:00.000Z`,
      ...data,
    },
  )

async function search(name: string, checkIn: string, checkOut: string, rooms = 1) {
  const { json } = await callApi('/hotels/data/search-location', {
    method: 'POST',
    body: { location: name, ...stayBody(0, checkIn, checkOut, rooms) },
  })
  return (json.data as { suggested_hotels: THotelResult[] }).suggested_hotels
}

const DAY_MS = 86_400_000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

beforeAll(async () => {
  payload = await testPayload()
  registerBookingKinds()
})

afterAll(async () => {
  await deleteBookings(payload, [...emails])
  await payload.delete({ collection: 'hotels', where: { id: { in: hotelIds } } })
})

describe('rooms counted per room type and night', () => {
  it('should leave other nights bookable when one night is sold out (the probe: 3 rooms, then June)', async () => {
    const hotel = await hotelWith(3)
    await paidStay(hotel, { checkIn: '2027-01-25', checkOut: '2027-01-26', rooms: 3 })
    const [january, june] = [
      await checkout(hotel.id, '2027-01-25', '2027-01-26'),
      await checkout(hotel.id, '2027-06-14', '2027-06-15'),
    ]
    const found = [
      (await search(hotel.name, '2027-01-25', '2027-01-26')).length,
      (await search(hotel.name, '2027-06-14', '2027-06-15')).length,
    ]
    expect([january.status, june.status, found]).toEqual([409, 201, [0, 1]])
  })

  it('should say "no room left" for a one-room request and name the night, in the request\'s language', async () => {
    const hotel = await hotelWith(1)
    await paidStay(hotel, { checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: 1 })
    const english = await checkout(hotel.id, '2027-03-09', '2027-03-13')
    const french = await startCheckout('hotel', {
      ...stayBody(hotel.id, '2027-03-11', '2027-03-13', 1),
      user_email: buyer(),
      locale: 'fr',
    })
    expect([english.status, english.json.message, english.json.params, french.json.params]).toEqual([
      409,
      'paymentErrors.noRoomLeftOn',
      { night: 'Wednesday, March 10, 2027' },
      { night: 'jeudi 11 mars 2027' },
    ])
  })

  it('should name the first night short of the rooms asked for', async () => {
    const hotel = await hotelWith(3)
    await paidStay(hotel, { checkIn: '2027-04-02', checkOut: '2027-04-03', rooms: 2 })
    const { status, json } = await checkout(hotel.id, '2027-04-01', '2027-04-04', 2)
    expect([status, json.message, json.params]).toEqual([
      409,
      'paymentErrors.roomsShortOn',
      { night: 'Friday, April 2, 2027', rooms: 2 },
    ])
  })

  it('should refuse a stay overlapping a full night and sell the night the full stay ends', async () => {
    const hotel = await hotelWith(1)
    await paidStay(hotel, { checkIn: '2027-02-10', checkOut: '2027-02-12', rooms: 1 })
    const overlapping = await checkout(hotel.id, '2027-02-11', '2027-02-13')
    const afterwards = await checkout(hotel.id, '2027-02-12', '2027-02-13')
    expect([overlapping.status, afterwards.status]).toEqual([409, 201])
  })

  it('should free the rooms of a stay that has ended', async () => {
    const hotel = await hotelWith(1)
    await paidStay(hotel, { checkIn: daysFromNow(-3), checkOut: daysFromNow(0), rooms: 1 })
    expect((await checkout(hotel.id, daysFromNow(0), daysFromNow(1))).status).toBe(201)
  })

  it('should say how many rooms are left on the fullest night', async () => {
    const hotel = await hotelWith(5)
    await paidStay(hotel, { checkIn: '2027-03-02', checkOut: '2027-03-03', rooms: 3 })
    const [card] = await search(hotel.name, '2027-03-01', '2027-03-04')
    expect([card?.rooms_available, card?.room_types[0]?.rooms_left]).toEqual([2, 2])
  })

  it('should sell the last room of a night once to 10 simultaneous checkouts', async () => {
    const hotel = await hotelWith(1)
    // Each from its own address, so that no per-client limit queues them one behind another.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callApi('/payments/hotel/checkout', {
          method: 'POST',
          body: { ...stayBody(hotel.id, '2027-04-07', '2027-04-09'), user_email: buyer() },
          ip: `198.51.100.${index + 10}`,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
  })
})

describe('rooms freed', () => {
  it('should hold the rooms of a pending checkout until its session expires', async () => {
    const hotel = await hotelWith(1)
    const first = await checkout(hotel.id, '2027-05-03', '2027-05-04')
    const whilePending = await checkout(hotel.id, '2027-05-03', '2027-05-04')
    const booking = await bookingOf(payload, first.sessionId)
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { sessionExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const afterExpiry = await checkout(hotel.id, '2027-05-03', '2027-05-04')
    expect([first.status, whilePending.status, afterExpiry.status]).toEqual([201, 409, 201])
  })

  it.each(['refunded', 'cancelled'] as const)('should free the rooms of a stay staff %s', async (status) => {
    const hotel = await hotelWith(1)
    const stay = await paidStay(hotel, { checkIn: '2027-05-20', checkOut: '2027-05-22', rooms: 1 })
    const before = await checkout(hotel.id, '2027-05-21', '2027-05-22')
    await payload.update({ collection: 'bookings', id: stay.id, data: { status } })
    const after = await checkout(hotel.id, '2027-05-21', '2027-05-22')
    expect([before.status, after.status]).toEqual([409, 201])
  })
})

describe('room types and rate plans at checkout', () => {
  it('should sell the chosen rate plan at its price and keep its policy with the stay', async () => {
    const hotel = await hotelWith(2)
    const [card] = await search(hotel.name, '2027-01-12', '2027-01-14')
    const plan = card!.room_types[0]!.rate_plans.find((ratePlan) => !ratePlan.is_refundable)!
    const { sessionId } = await startCheckout('hotel', {
      ...stayBody(hotel.id, '2027-01-12', '2027-01-14'),
      room_type_id: hotel.roomType,
      rate_plan_id: plan.id,
      user_email: buyer(),
    })
    const booking = await bookingOf(payload, sessionId)
    const { docs } = await payload.find({
      collection: 'booking-stays',
      where: { booking: { equals: booking.id } },
      depth: 0,
    })
    expect(
      docs.map((stay) => [
        booking.amount,
        stay.hotel,
        stay.roomType,
        stay.ratePlan,
        stay.freeCancellationUntil ?? null,
      ]),
    ).toEqual([[2 * 13_500, hotel.id, hotel.roomType, plan.id, null]])
  })

  it('should not offer a room type to a party it cannot sleep', async () => {
    const hotel = await hotelWith(2)
    const { json } = await callApi('/hotels/data/search-location', {
      method: 'POST',
      body: { location: hotel.name, ...stayBody(0, '2027-01-12', '2027-01-14'), num_adults: 3 },
    })
    expect((json.data as { suggested_hotels: unknown[] }).suggested_hotels).toEqual([])
  })
})
