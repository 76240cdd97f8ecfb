/** The taxi console endpoints for an administrator: rides, drivers, stats, assignment rules and races. */
import type { TTaxiArea } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { bookingOf, TEST_CARD } from '../fixtures/payments.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'
import {
  ABJ,
  customer,
  deleteQuotes,
  deleteRides,
  driverIn,
  futureAfternoon,
  PLATEAU,
  paidRide,
  quoteAndBook,
  requestQuote,
  rideRequest,
} from '../fixtures/taxi.ts'

let payload: Payload
let adminCookie: string
const emails: string[] = []
const driverIds: number[] = []
const cleanups: (() => Promise<unknown>)[] = []

const HOUR_MS = 3_600_000

const newEmail = () => {
  const email = `dispatch-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

/** A paid ride `hours` after a day far enough ahead that no other test's rides are near it. */
const rideAt = (day: number, hours = 0, locale: 'en' | 'fr' = 'en') =>
  paidRide(
    payload,
    new Date(Date.parse(futureAfternoon(day)) + hours * HOUR_MS).toISOString(),
    newEmail(),
    locale,
  )

const newDriver = async (zone: 'west-africa' | 'us-northeast' = 'west-africa', area?: TTaxiArea) => {
  const driver = await driverIn(payload, zone, area)
  driverIds.push(driver.id)
  return driver
}

const assign = (rideId: number, driverId: number, adminNotes?: string) =>
  callConsole('/taxi/admin/assign-driver', {
    method: 'POST',
    body: { ride_request_id: rideId, driver_id: driverId, admin_notes: adminNotes },
    cookie: adminCookie,
  })

const statusOf = async (id: number) => (await payload.findByID({ collection: 'rides', id, depth: 0 })).status

beforeAll(async () => {
  payload = await testPayload()
  const admin = await signInStaff(payload, 'admin')
  adminCookie = admin.cookie
  cleanups.push(admin.remove)
})

afterAll(async () => {
  await deleteRides(payload, emails)
  await payload.delete({ collection: 'drivers', where: { id: { in: driverIds } } })
  await deleteQuotes(payload)
  for (const cleanup of cleanups) await cleanup()
})

describe('POST /api/taxi/admin/assign-driver', () => {
  it('should assign a driver to a paid ride', async () => {
    const [ride, driver] = await Promise.all([rideAt(40), newDriver()])
    const answer = await assign(ride.id, driver.id, 'Meet at arrivals')
    const stored = await payload.findByID({ collection: 'rides', id: ride.id, depth: 0 })
    expect([answer.status, stored.status, stored.driver, stored.adminNotes]).toEqual([
      200,
      'assigned',
      driver.id,
      'Meet at arrivals',
    ])
  })

  it("should mail the traveller the driver's name and plate in French", async () => {
    const [ride, driver] = await Promise.all([rideAt(41, 0, 'fr'), newDriver()])
    await assign(ride.id, driver.id)
    const mail = await waitForMail(process.env.MAIL_API_URL!, ride.customerEmail)
    expect([
      mail.subject.startsWith('Votre chauffeur pour le'),
      mail.text.includes(`Chauffeur\u00a0: ${driver.name}`),
      mail.text.includes(`Plaque d'immatriculation\u00a0: ${driver.licensePlate}`),
    ]).toEqual([true, true, true])
  })

  it('should refuse a ride that is not paid with 409', async () => {
    const [ride, driver] = await Promise.all([rideAt(42), newDriver()])
    await payload.update({ collection: 'rides', id: ride.id, data: { status: 'pending_payment' } })
    const answer = await assign(ride.id, driver.id)
    expect([answer.status, answer.json.message, await statusOf(ride.id)]).toEqual([
      409,
      'taxiErrors.rideNotPaid',
      'pending_payment',
    ])
  })

  it('should refuse a driver assigned to another ride an hour apart with 409', async () => {
    const [first, second, driver] = await Promise.all([rideAt(43), rideAt(43, 1), newDriver()])
    await assign(first.id, driver.id)
    const answer = await assign(second.id, driver.id)
    expect([answer.status, answer.json.message, await statusOf(second.id)]).toEqual([
      409,
      'taxiErrors.driverUnavailable',
      'paid',
    ])
  })

  it('should accept a driver whose other ride is three hours apart', async () => {
    const [first, second, driver] = await Promise.all([rideAt(44), rideAt(44, 3), newDriver()])
    await assign(first.id, driver.id)
    expect((await assign(second.id, driver.id)).status).toBe(200)
  })

  it('should refuse a driver of another zone with 409', async () => {
    const [ride, driver] = await Promise.all([rideAt(45), newDriver('us-northeast')])
    const answer = await assign(ride.id, driver.id)
    expect([answer.status, answer.json.message]).toEqual([409, 'taxiErrors.driverWrongZone'])
  })

  it('should refuse a Dakar driver for an Abidjan ride with 409 and leave the ride paid', async () => {
    const [ride, driver] = await Promise.all([rideAt(45, 3), newDriver('west-africa', 'dakar')])
    const answer = await assign(ride.id, driver.id)
    expect([answer.status, answer.json.message, await statusOf(ride.id)]).toEqual([
      409,
      'taxiErrors.driverWrongZone',
      'paid',
    ])
  })

  it('should answer 404 for an unknown driver', async () => {
    const ride = await rideAt(46)
    expect((await assign(ride.id, 999_999_999)).status).toBe(404)
  })

  it('should give one driver to only one of two rides assigned at the same moment', async () => {
    const [first, second, driver] = await Promise.all([rideAt(47), rideAt(47, 0.5), newDriver()])
    const answers = await Promise.all([assign(first.id, driver.id), assign(second.id, driver.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('should give one ride to only one of two drivers assigned at the same moment', async () => {
    const [ride, one, other] = await Promise.all([rideAt(48), newDriver(), newDriver()])
    const answers = await Promise.all([assign(ride.id, one.id), assign(ride.id, other.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })
})

describe('GET /api/taxi/admin/drivers/available', () => {
  it('should show a driver busy an hour from the ride as unavailable for it', async () => {
    const [first, second, driver] = await Promise.all([rideAt(49), rideAt(49, 1), newDriver()])
    await assign(first.id, driver.id)
    const { json } = await callConsole(`/taxi/admin/drivers/available?ride_request_id=${second.id}`, {
      cookie: adminCookie,
    })
    const row = (json.drivers as { id: number; available: boolean }[]).find((item) => item.id === driver.id)
    expect(row?.available).toBe(false)
  })

  it('should show a free driver of the zone as available', async () => {
    const [ride, driver] = await Promise.all([rideAt(50), newDriver()])
    const { json } = await callConsole(`/taxi/admin/drivers/available?ride_request_id=${ride.id}`, {
      cookie: adminCookie,
    })
    const row = (json.drivers as { id: number; available: boolean }[]).find((item) => item.id === driver.id)
    expect(row).toEqual({
      id: driver.id,
      name: driver.name,
      license_plate: driver.licensePlate,
      zone: 'west-africa',
      area: 'abidjan',
      available: true,
    })
  })

  it('should list no Dakar, Accra or Boston driver for an Abidjan ride', async () => {
    const ride = await rideAt(50, 3)
    const others = await Promise.all([
      newDriver('west-africa', 'dakar'),
      newDriver('west-africa', 'accra'),
      newDriver('us-northeast', 'boston'),
    ])
    const { json } = await callConsole(`/taxi/admin/drivers/available?ride_request_id=${ride.id}`, {
      cookie: adminCookie,
    })
    const listed = (json.drivers as { id: number; area: string }[]).map((row) => row.id)
    expect(others.filter((driver) => listed.includes(driver.id))).toEqual([])
  })

  it("should list only drivers of the ride's city", async () => {
    const [ride] = await Promise.all([rideAt(50, 6), newDriver('west-africa', 'accra'), newDriver()])
    const { json } = await callConsole(`/taxi/admin/drivers/available?ride_request_id=${ride.id}`, {
      cookie: adminCookie,
    })
    expect(new Set((json.drivers as { area: string }[]).map((row) => row.area))).toEqual(new Set(['abidjan']))
  })

  it('should store the city of a booked ride from its pick-up', async () => {
    const email = newEmail()
    const { booking } = await quoteAndBook(email, rideRequest({ origin: ABJ, destination: PLATEAU }))
    const ride = await payload.findByID({
      collection: 'rides',
      id: Number(booking.json.ride_request_id),
      depth: 0,
    })
    expect(ride.area).toBe('abidjan')
  })
})

describe('GET /api/taxi/admin/rides and /stats', () => {
  it('should list a ride with its driver', async () => {
    const [ride, driver] = await Promise.all([rideAt(51), newDriver()])
    await assign(ride.id, driver.id)
    const { json } = await callConsole('/taxi/admin/rides?status=assigned&limit=100', { cookie: adminCookie })
    const row = (json.rides as { id: number; assigned_driver: unknown }[]).find((item) => item.id === ride.id)
    expect(row?.assigned_driver).toEqual({
      id: driver.id,
      name: driver.name,
      license_plate: driver.licensePlate,
    })
  })

  it("should list the traveller's notes and options with the ride", async () => {
    const ride = rideRequest({
      datetime: futureAfternoon(52),
      options: {
        child_seat: true,
        vip_service: false,
        extra_stop: true,
        luggage_count: 3,
        notes: 'Flight AF 702',
      },
    })
    const { booking } = await quoteAndBook(newEmail(), ride)
    const { json } = await callConsole('/taxi/admin/rides?status=pending_payment&limit=100', {
      cookie: adminCookie,
    })
    const row = (
      json.rides as { id: number; notes: string | null; options: unknown; luggage_count: number }[]
    ).find((item) => item.id === booking.json.ride_request_id)
    expect([row?.notes, row?.options, row?.luggage_count]).toEqual([
      'Flight AF 702',
      { child_seat: true, vip_service: false, extra_stop: true },
      3,
    ])
  })

  it('should count a new paid ride in the stats', async () => {
    const before = await callConsole('/taxi/admin/stats', { cookie: adminCookie })
    await rideAt(52)
    const after = await callConsole('/taxi/admin/stats', { cookie: adminCookie })
    expect([
      (after.json.total_rides as number) - (before.json.total_rides as number),
      (after.json.paid as number) - (before.json.paid as number),
    ]).toEqual([1, 1])
  })
})

describe('PUT /api/taxi/admin/rides/:id/status', () => {
  const move = (id: number, status: string) =>
    callConsole(`/taxi/admin/rides/${id}/status`, { method: 'PUT', body: { status }, cookie: adminCookie })

  it('should complete an assigned ride', async () => {
    const [ride, driver] = await Promise.all([rideAt(53), newDriver()])
    await assign(ride.id, driver.id)
    expect([(await move(ride.id, 'completed')).status, await statusOf(ride.id)]).toEqual([200, 'completed'])
  })

  it('should refuse to complete a ride without a driver with 409', async () => {
    const ride = await rideAt(54)
    expect([(await move(ride.id, 'completed')).status, await statusOf(ride.id)]).toEqual([409, 'paid'])
  })

  it('should cancel a paid ride', async () => {
    const ride = await rideAt(55)
    expect([(await move(ride.id, 'cancelled')).status, await statusOf(ride.id)]).toEqual([200, 'cancelled'])
  })

  /** A ride booked through the built-in test checkout on a day of its own; its session id. */
  const testCheckoutRide = async (day: number) => {
    const ride = rideRequest({ origin: ABJ, destination: PLATEAU, datetime: futureAfternoon(day) })
    const { booking } = await quoteAndBook(newEmail(), ride)
    const sessionId = new URL(String(booking.json.checkout_url)).searchParams.get('session_id')!
    return { rideId: Number(booking.json.ride_request_id), sessionId }
  }

  it('should record the refund of a ride paid through the test checkout', async () => {
    const { rideId, sessionId } = await testCheckoutRide(57)
    await callApi(`/payments/test-checkout/${sessionId}/pay`, { method: 'POST', body: TEST_CARD })
    await move(rideId, 'cancelled')
    const booking = await bookingOf(payload, sessionId)
    expect([booking.status, booking.refundId, booking.refundedAmount]).toEqual([
      'refunded',
      `re_test_booking_${booking.id}`,
      booking.amount,
    ])
  })

  it("should refuse a card on a cancelled ride's test checkout with 410", async () => {
    const { rideId, sessionId } = await testCheckoutRide(58)
    await move(rideId, 'cancelled')
    const paid = await callApi(`/payments/test-checkout/${sessionId}/pay`, {
      method: 'POST',
      body: TEST_CARD,
    })
    expect([paid.status, (await bookingOf(payload, sessionId)).status]).toEqual([410, 'cancelled'])
  })

  it('should refuse a 10 MB assignment with 413 and leave the ride paid', async () => {
    const [ride, driver] = await Promise.all([rideAt(57), newDriver()])
    const { status } = await assign(ride.id, driver.id, 'x'.repeat(10 * 1024 * 1024))
    expect([status, await statusOf(ride.id)]).toEqual([413, 'paid'])
  })

  it('should refuse admin notes with a NUL byte with 400 and leave the ride paid', async () => {
    const [ride, driver] = await Promise.all([rideAt(58), newDriver()])
    const { status } = await assign(ride.id, driver.id, 'gate\u0000B')
    expect([status, await statusOf(ride.id)]).toEqual([400, 'paid'])
  })

  it('should refuse a 10 MB status move with 413 and leave the ride paid', async () => {
    const ride = await rideAt(59)
    const { status } = await callConsole(`/taxi/admin/rides/${ride.id}/status`, {
      method: 'PUT',
      body: { status: 'cancelled', padding: 'x'.repeat(10 * 1024 * 1024) },
      cookie: adminCookie,
    })
    expect([status, await statusOf(ride.id)]).toEqual([413, 'paid'])
  })

  it('should refuse a move to paid with 400', async () => {
    const ride = await rideAt(56)
    expect((await move(ride.id, 'paid')).status).toBe(400)
  })
})

describe('the traveller after dispatch', () => {
  it('should see the driver of a paid, assigned ride under My Bookings, with phone, WhatsApp and the sign', async () => {
    const traveller = await signInTraveller(payload)
    cleanups.push(traveller.remove)
    emails.push(traveller.email)
    const ride = rideRequest({ origin: ABJ, destination: PLATEAU })
    const quote = await requestQuote(ride)
    const booking = await callApi('/taxi/book', {
      method: 'POST',
      body: { customer: customer(traveller.email), ride, quote_id: quote.json.quote_id },
      cookie: traveller.cookie,
    })
    const session = new URL(String(booking.json.checkout_url)).searchParams.get('session_id')
    await callApi(`/payments/test-checkout/${session}/pay`, { method: 'POST', body: TEST_CARD })
    const driver = await newDriver()
    await payload.update({ collection: 'drivers', id: driver.id, data: { phone: '+225 07 07 12 34 56' } })
    await assign(Number(booking.json.ride_request_id), driver.id)
    const { json } = await callApi('/account/bookings', { cookie: traveller.cookie })
    expect((json.docs as { ride: unknown }[])[0]!.ride).toEqual({
      status: 'assigned',
      scheduled_datetime: new Date(ride.datetime).toISOString(),
      meeting_name: customer(traveller.email).name,
      flight_number: null,
      driver: {
        name: driver.name,
        license_plate: driver.licensePlate,
        phone: '+225 07 07 12 34 56',
        whatsapp_url: 'https://wa.me/2250707123456',
        photo_url: null,
      },
    })
  })
})
