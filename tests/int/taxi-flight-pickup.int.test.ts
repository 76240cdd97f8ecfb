/** Flight-tracked airport pick-ups: the AeroAPI adapter through a local double, the quote, and the delay watch. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aeroApiFlightStatus } from '../../cms/src/services/flightStatus/aeroApiFlightStatus.ts'
import { FlightStatusError } from '../../cms/src/services/flightStatus/types.ts'
import { recheckFlightRides } from '../../cms/src/services/taxi/flightWatch.ts'
import { uniqueIp } from '../fixtures/api.ts'
import { aeroFlight, startFlightStatusDouble } from '../fixtures/flightStatusDouble.ts'
import { mailsTo, waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'
import {
  ABJ,
  deleteQuotes,
  deleteRides,
  PLATEAU,
  paidRide,
  quoteAndBook,
  requestQuote,
  rideRequest,
} from '../fixtures/taxi.ts'

let payload: Payload
let double: Awaited<ReturnType<typeof startFlightStatusDouble>>
const emails: string[] = []
const driverIds: number[] = []

const DAY_MS = 86_400_000
/** A date a few days ahead, "YYYY-MM-DD" (Abidjan keeps UTC all year). */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

const newEmail = (prefix: string) => {
  const email = `${prefix}-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

const source = () => aeroApiFlightStatus({ apiKey: 'test-key', baseUrl: double.url })

beforeAll(async () => {
  payload = await testPayload()
  double = await startFlightStatusDouble()
})

afterAll(async () => {
  delete process.env.FLIGHT_STATUS_API_KEY
  delete process.env.FLIGHT_STATUS_API_URL
  await deleteRides(payload, emails)
  await payload.delete({ collection: 'rides', where: { customerEmail: { in: emails } } })
  await payload.delete({ collection: 'drivers', where: { id: { in: driverIds } } })
  await deleteQuotes(payload)
  await double.stop()
})

describe('aeroApiFlightStatus', () => {
  it('should read a late flight as delayed, sending the key and the IATA designator', async () => {
    const date = dayAhead(3)
    double.answer('AF702', {
      status: 200,
      body: {
        flights: [
          aeroFlight({
            origin: 'CDG',
            destination: 'ABJ',
            scheduledIn: `${date}T22:50:00Z`,
            estimatedIn: `${date}T23:55:00Z`,
          }),
        ],
      },
    })
    const arrival = await source().arrival({ carrier: 'AF', number: '702', airport: 'ABJ', date })
    const request = double.received.at(-1)
    expect([
      arrival?.status,
      arrival?.expectedArrival,
      arrival?.origin,
      request?.headers['x-apikey'],
    ]).toEqual(['delayed', `${date}T23:55:00.000Z`, 'CDG', 'test-key'])
  })

  it('should answer null for a flight that does not land at the airport that day', async () => {
    const date = dayAhead(3)
    double.answer('ET509', {
      status: 200,
      body: {
        flights: [aeroFlight({ origin: 'ADD', destination: 'LOS', scheduledIn: `${date}T12:00:00Z` })],
      },
    })
    expect(await source().arrival({ carrier: 'ET', number: '509', airport: 'ABJ', date })).toBeNull()
  })

  it('should throw a FlightStatusError when the provider fails', async () => {
    double.answer('KQ512', { status: 503, body: {} })
    await expect(
      source().arrival({ carrier: 'KQ', number: '512', airport: 'ACC', date: dayAhead(3) }),
    ).rejects.toBeInstanceOf(FlightStatusError)
  })
})

describe('POST /api/taxi/quote with a flight', () => {
  it('should time the pick-up on the landing and state 60 minutes of free waiting, past midnight in Abidjan', async () => {
    const date = dayAhead(4)
    process.env.FLIGHT_STATUS_API_KEY = 'test-key'
    process.env.FLIGHT_STATUS_API_URL = double.url
    double.answer('HF601', {
      status: 200,
      body: {
        flights: [aeroFlight({ origin: 'DSS', destination: 'ABJ', scheduledIn: `${date}T23:40:00Z` })],
      },
    })
    const answer = await requestQuote(
      rideRequest({
        origin: ABJ,
        destination: PLATEAU,
        datetime: '',
        flight_number: 'hf 601',
        arrival_date: date,
      }),
    )
    delete process.env.FLIGHT_STATUS_API_KEY
    const flight = answer.json.flight as Record<string, unknown>
    expect([
      answer.status,
      flight.flight_number,
      flight.local_pickup,
      flight.free_waiting_minutes,
      flight.time_zone,
    ]).toEqual([201, 'HF 601', { date, time: '23:40' }, 60, 'Africa/Abidjan'])
  })

  it('should name on the booking the flight the driver follows, its landing with the zone and the free waiting', async () => {
    const email = newEmail('flight-words')
    const ride = rideRequest({
      origin: ABJ,
      destination: PLATEAU,
      datetime: '',
      flight_number: 'AF 702',
      arrival_date: dayAhead(5),
    })
    await quoteAndBook(email, ride)
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { email: { equals: email } },
      depth: 0,
    })
    expect(docs[0]?.itemDetails).toMatch(
      /^Your driver follows AF 702, landing at ABJ on .+ \(Abidjan time\); waiting is free for \d+ minutes after landing/,
    )
  })

  it('should refuse a client past its limit before asking the flight-status provider', async () => {
    const ip = uniqueIp()
    process.env.FLIGHT_STATUS_API_KEY = 'test-key'
    process.env.FLIGHT_STATUS_API_URL = double.url
    const flightRide = (flight_number: string) =>
      rideRequest({
        origin: ABJ,
        destination: PLATEAU,
        datetime: '',
        flight_number,
        arrival_date: dayAhead(5),
      })
    // Unknown flights: each is counted, since the provider was asked.
    for (let attempt = 0; attempt < 60; attempt += 1) await requestQuote(flightRide('hf 770'), ip)
    const asked = double.received.length
    const { status } = await requestQuote(flightRide('hf 771'), ip)
    delete process.env.FLIGHT_STATUS_API_KEY
    expect([status, double.received.length - asked]).toEqual([429, 0])
  })

  it('should refuse a flight number from a hotel with a message on the flight field', async () => {
    const answer = await requestQuote(
      rideRequest({
        origin: PLATEAU,
        destination: ABJ,
        datetime: '',
        flight_number: 'AF 702',
        arrival_date: dayAhead(4),
      }),
    )
    expect([answer.status, answer.json.fieldErrors]).toEqual([
      422,
      { flight_number: 'validation.flightNeedsAirport' },
    ])
  })

  it('should refuse a malformed flight number with 400 on its field', async () => {
    const answer = await requestQuote(
      rideRequest({
        origin: ABJ,
        destination: PLATEAU,
        datetime: '',
        flight_number: 'AFR 7',
        arrival_date: dayAhead(4),
      }),
    )
    expect([answer.status, (answer.json.fieldErrors as Record<string, string>).flight_number]).toEqual([
      400,
      'validation.flightNumberInvalid',
    ])
  })
})

describe('recheckFlightRides', () => {
  it('should move an assigned ride with its delayed flight and mail the driver and the traveller once', async () => {
    const date = dayAhead(1)
    const driverEmail = newEmail('driver')
    const driver = await payload.create({
      collection: 'drivers',
      data: {
        name: 'Kouassi Yao',
        licensePlate: `T${crypto.randomUUID().slice(0, 8)}`,
        zone: 'west-africa',
        area: 'abidjan',
        email: driverEmail,
      },
      depth: 0,
    })
    driverIds.push(driver.id)
    const travellerEmail = newEmail('traveller')
    const ride = await paidRide(payload, `${date}T10:00:00.000Z`, travellerEmail, 'fr')
    await payload.update({
      collection: 'rides',
      id: ride.id,
      data: {
        status: 'assigned',
        driver: driver.id,
        flightNumber: 'AT 525',
        arrivalAirport: 'ABJ',
        arrivalDate: date,
      },
      depth: 0,
    })
    double.answer('AT525', {
      status: 200,
      body: {
        flights: [
          aeroFlight({
            origin: 'CMN',
            destination: 'ABJ',
            scheduledIn: `${date}T10:00:00Z`,
            estimatedIn: `${date}T11:30:00Z`,
          }),
        ],
      },
    })
    await recheckFlightRides(payload, new Date(), source())
    await recheckFlightRides(payload, new Date(), source())
    await waitForMail(process.env.MAIL_API_URL!, driverEmail)
    await waitForMail(process.env.MAIL_API_URL!, travellerEmail)
    const stored = await payload.findByID({ collection: 'rides', id: ride.id, depth: 0 })
    const mails = await mailsTo(process.env.MAIL_API_URL!, driverEmail)
    const travellerMails = await mailsTo(process.env.MAIL_API_URL!, travellerEmail)
    expect([stored.scheduledAt, stored.flightStatus, mails.length, travellerMails.length]).toEqual([
      `${date}T11:30:00.000Z`,
      'delayed',
      1,
      1,
    ])
    // The traveller reads it in French, on Abidjan's clock (UTC+0): 10 h → 11 h 30.
    expect(travellerMails[0]?.subject).toMatch(
      /^Votre prise en charge passe au .*11\sh\s30 \(heure d’Abidjan\)$/,
    )
  })

  it('should tell the traveller of a paid ride without a driver yet that the pick-up moved, once', async () => {
    const date = dayAhead(1)
    const travellerEmail = newEmail('traveller')
    const ride = await paidRide(payload, `${date}T16:00:00.000Z`, travellerEmail)
    await payload.update({
      collection: 'rides',
      id: ride.id,
      data: { flightNumber: 'KQ 510', arrivalAirport: 'ABJ', arrivalDate: date },
      depth: 0,
    })
    double.answer('KQ510', {
      status: 200,
      body: {
        flights: [
          aeroFlight({
            origin: 'NBO',
            destination: 'ABJ',
            scheduledIn: `${date}T16:00:00Z`,
            estimatedIn: `${date}T17:10:00Z`,
          }),
        ],
      },
    })
    await recheckFlightRides(payload, new Date(), source())
    await recheckFlightRides(payload, new Date(), source())
    await waitForMail(process.env.MAIL_API_URL!, travellerEmail)
    const mails = await mailsTo(process.env.MAIL_API_URL!, travellerEmail)
    expect(mails.length).toBe(1)
    expect(mails[0]?.text).toContain('KQ 510')
  })

  it('should leave a ride whose flight is on time where it is and mail nobody', async () => {
    const date = dayAhead(1)
    const ride = await paidRide(payload, `${date}T14:00:00.000Z`, newEmail('traveller'))
    await payload.update({
      collection: 'rides',
      id: ride.id,
      data: { flightNumber: 'SN 203', arrivalAirport: 'ABJ', arrivalDate: date },
      depth: 0,
    })
    double.answer('SN203', {
      status: 200,
      body: {
        flights: [aeroFlight({ origin: 'BRU', destination: 'ABJ', scheduledIn: `${date}T14:00:00Z` })],
      },
    })
    await recheckFlightRides(payload, new Date(), source())
    const stored = await payload.findByID({ collection: 'rides', id: ride.id, depth: 0 })
    expect([stored.scheduledAt, stored.flightStatus]).toEqual([`${date}T14:00:00.000Z`, 'on_time'])
  })
})

describe('meet and greet', () => {
  it("should mail the driver the ride's sign, notes and options and list its flight in the console", async () => {
    const date = dayAhead(20)
    const admin = await signInStaff(payload, 'admin')
    const driverEmail = newEmail('driver')
    const driver = await payload.create({
      collection: 'drivers',
      data: {
        name: 'Aya Traoré',
        licensePlate: `T${crypto.randomUUID().slice(0, 8)}`,
        zone: 'west-africa',
        area: 'abidjan',
        email: driverEmail,
        phone: '+225 05 05 98 76 54',
      },
      depth: 0,
    })
    driverIds.push(driver.id)
    const ride = await paidRide(payload, `${date}T23:40:00.000Z`, newEmail('traveller'))
    await payload.update({
      collection: 'rides',
      id: ride.id,
      data: {
        flightNumber: 'HF 601',
        arrivalAirport: 'ABJ',
        arrivalDate: date,
        flightStatus: 'on_time',
        meetingName: 'Famille Koné',
        notes: 'Two surfboards',
        childSeat: true,
      },
      depth: 0,
    })
    const assigned = await callConsole('/taxi/admin/assign-driver', {
      method: 'POST',
      body: { ride_request_id: ride.id, driver_id: driver.id },
      cookie: admin.cookie,
    })
    const mail = await waitForMail(process.env.MAIL_API_URL!, driverEmail)
    const { json } = await callConsole('/taxi/admin/rides?limit=100', { cookie: admin.cookie })
    const listed = (json.rides as { id: number; flight: unknown; meeting_name: string }[]).find(
      (row) => row.id === ride.id,
    )
    await admin.remove()
    expect([
      assigned.status,
      mail.text.includes('Famille Koné'),
      mail.text.includes('Two surfboards'),
      mail.text.includes('siège enfant'),
    ]).toEqual([200, true, true, true])
    expect(listed?.flight).toEqual({
      flight_number: 'HF 601',
      airport: 'ABJ',
      status: 'on_time',
      time_zone: 'Africa/Abidjan',
      local_pickup: { date, time: '23:40' },
    })
  })
})
