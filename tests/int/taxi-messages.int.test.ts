/**
 * A pick-up's messages (issue 45): the taxi form's WhatsApp/SMS opt-in is checked and stored on the
 * ride's booking as at checkout; the driver assigned from the console and the ride cancelled reach the
 * opted-in phone through the notifier (once, however often they are fired), a booking without consent
 * gets mail only. Through the real endpoints, against the messaging stand and the jobs queue.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { tellRideCancelled } from '../../cms/src/services/taxi/cancellationNotice.ts'
import { callApi } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { deleteMessagesOf, drainMessagesQueue } from '../fixtures/messageQueue.ts'
import { startMessagingStand } from '../fixtures/messagingStand.ts'
import { testPayload } from '../fixtures/payload.ts'
import { TEST_CARD } from '../fixtures/payments.ts'
import { signedInTraveller } from '../fixtures/signedInTraveller.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'
import {
  ABJ,
  deleteQuotes,
  deleteRides,
  driverIn,
  futureAfternoon,
  PLATEAU,
  quoteAndBook,
  rideRequest,
} from '../fixtures/taxi.ts'

let payload: Payload
let stand: Awaited<ReturnType<typeof startMessagingStand>>
let admin: Awaited<ReturnType<typeof signInStaff>>
const emails: string[] = []
const driverIds: number[] = []
const travellerIds: number[] = []
let phoneCounter = 0
let day = 90

/** A fresh number in Ghana's plan, so each test reads only its own messages. */
const freshPhone = () => `+23324${String(Date.now() % 100_000).padStart(5, '0')}${phoneCounter++ % 10}0`

const newEmail = () => {
  const email = `taxi-messages-${crypto.randomUUID()}@example.com`
  emails.push(email)
  return email
}

const sessionOf = (url: unknown) => new URL(String(url)).searchParams.get('session_id') ?? ''

/** An Abidjan ride on a day of its own, booked through POST /api/taxi/book with `extra` (messages), as `cookie`'s traveller. */
async function bookRide(extra: Record<string, unknown> = {}, cookie?: string) {
  const ride = rideRequest({ origin: ABJ, destination: PLATEAU, datetime: futureAfternoon(day++) })
  const { booking } = await quoteAndBook(newEmail(), ride, extra, cookie)
  return booking
}

/** Booked then paid through the built-in test checkout: the ride's id and its booking. */
async function paidRide(extra: Record<string, unknown> = {}, cookie?: string) {
  const booked = await bookRide(extra, cookie)
  await callApi(`/payments/test-checkout/${sessionOf(booked.json.checkout_url)}/pay`, {
    method: 'POST',
    body: TEST_CARD,
  })
  const rideId = Number(booked.json.ride_request_id)
  const ride = await payload.findByID({ collection: 'rides', id: rideId, depth: 0 })
  const booking = await payload.findByID({ collection: 'bookings', id: Number(ride.booking), depth: 0 })
  return { rideId, booking }
}

const whatsappOn = (phone: string) => ({ messages: { phone, whatsapp: true, sms: false } })

async function assignDriver(rideId: number) {
  const driver = await driverIn(payload)
  driverIds.push(driver.id)
  const answer = await callConsole('/taxi/admin/assign-driver', {
    method: 'POST',
    body: { ride_request_id: rideId, driver_id: driver.id },
    cookie: admin.cookie,
  })
  expect(answer.status).toBe(200)
  return driver
}

const cancel = (rideId: number) =>
  callConsole(`/taxi/admin/rides/${rideId}/status`, {
    method: 'PUT',
    body: { status: 'cancelled' },
    cookie: admin.cookie,
  })

const drainMessages = () => drainMessagesQueue(payload)

/** What the stand received on this number after the booking's confirmation: channel, template (or SMS text) and parameters. */
const receivedOn = (phone: string) =>
  stand
    .sentTo(phone)
    .map((message) =>
      message.channel === 'whatsapp'
        ? [message.channel, message.template, message.parameters]
        : [message.channel, message.body, []],
    )
    .filter(([, template]) => template !== 'nexovia_booking_confirmed')

beforeAll(async () => {
  payload = await testPayload()
  stand = await startMessagingStand()
  Object.assign(process.env, stand.env())
  admin = await signInStaff(payload, 'admin')
})

afterEach(() => {
  stand.answerNormally()
})

afterAll(async () => {
  await deleteMessagesOf(payload, emails)
  await deleteRides(payload, emails)
  await payload.delete({ collection: 'drivers', where: { id: { in: driverIds } } })
  await payload.delete({ collection: 'users', where: { id: { in: travellerIds } } })
  await deleteQuotes(payload)
  await admin.remove()
  await stand.stop()
})

describe("the taxi form's opt-in", () => {
  it('should store the number in E.164 and the channels chosen on the booking', async () => {
    const { booking } = await paidRide({ messages: { phone: '+233 24 555 0101', whatsapp: true, sms: true } })
    expect([booking.messagePhone, booking.whatsappConsent, booking.smsConsent]).toEqual([
      '+233245550101',
      true,
      true,
    ])
  })

  it('should refuse a number without its country code under its field and store no ride', async () => {
    const email = newEmail()
    const { booking } = await quoteAndBook(
      email,
      rideRequest({ origin: ABJ, destination: PLATEAU, datetime: futureAfternoon(day++) }),
      { messages: { phone: '024 555 0101', whatsapp: true, sms: false } },
    )
    const { totalDocs } = await payload.count({
      collection: 'rides',
      where: { customerEmail: { equals: email } },
    })
    expect([booking.status, booking.json.fieldErrors, totalDocs]).toEqual([
      400,
      { 'messages.phone': 'manage.messages.phoneInvalid' },
      0,
    ])
  })

  it("should opt a signed-in traveller's account in", async () => {
    const traveller = await signedInTraveller(payload, travellerIds)
    emails.push(traveller.email)
    const phone = freshPhone()
    await paidRide(whatsappOn(phone), traveller.cookie)
    const account = await payload.findByID({ collection: 'users', id: traveller.id, depth: 0 })
    expect([account.messagePhone, account.whatsappConsent]).toEqual([phone, true])
  })
})

describe('the driver assigned from the console', () => {
  it('should send nexovia_driver_assigned with the driver to an opted-in taxi booking, once', async () => {
    const phone = freshPhone()
    const { rideId, booking } = await paidRide(whatsappOn(phone))
    const driver = await assignDriver(rideId)
    await Promise.all([drainMessages(), drainMessages()])
    expect(receivedOn(phone)).toEqual([
      ['whatsapp', 'nexovia_driver_assigned', [booking.reference, driver.name, expect.any(String)]],
    ])
  })

  it('should send nothing to a booking without consent', async () => {
    const phone = freshPhone()
    const { rideId, booking } = await paidRide({ messages: { phone, whatsapp: false, sms: false } })
    await assignDriver(rideId)
    await drainMessages()
    const { totalDocs } = await payload.count({
      collection: 'messages',
      where: { booking: { equals: booking.id } },
    })
    expect([receivedOn(phone), totalDocs]).toEqual([[], 0])
  })

  it("should follow a signed-in traveller's account choice for a ride booked without one", async () => {
    const traveller = await signedInTraveller(payload, travellerIds)
    emails.push(traveller.email)
    const phone = freshPhone()
    await callApi('/account/messages', {
      method: 'PUT',
      body: { phone, whatsapp: true, sms: false },
      cookie: traveller.cookie,
      headersExtra: { origin: new URL(process.env.PUBLIC_SITE_URL!).origin },
    })
    const { rideId, booking } = await paidRide({}, traveller.cookie)
    await assignDriver(rideId)
    await drainMessages()
    expect([booking.user, receivedOn(phone).map(([, template]) => template)]).toEqual([
      traveller.id,
      ['nexovia_driver_assigned'],
    ])
  })
})

describe('a ride cancelled by staff', () => {
  it('should send one nexovia_ride_cancelled with the refund when two administrators cancel at once', async () => {
    const phone = freshPhone()
    const { rideId, booking } = await paidRide(whatsappOn(phone))
    const answers = await Promise.all([cancel(rideId), cancel(rideId)])
    await Promise.all([drainMessages(), drainMessages()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(receivedOn(phone)).toEqual([
      [
        'whatsapp',
        'nexovia_ride_cancelled',
        [booking.reference, expect.any(String), expect.stringMatching(/\$/)],
      ],
    ])
  })

  it('should queue one message when the notice is told five times at once, the mail as before', async () => {
    const phone = freshPhone()
    const { rideId, booking } = await paidRide(whatsappOn(phone))
    await cancel(rideId)
    const refund = { amount: booking.amount }
    await Promise.all(Array.from({ length: 5 }, () => tellRideCancelled(payload, rideId, refund)))
    await drainMessages()
    await waitForMail(process.env.MAIL_API_URL!, booking.email, /cancelled/)
    const { totalDocs } = await payload.count({
      collection: 'messages',
      where: { booking: { equals: booking.id }, event: { equals: 'rideCancelled' } },
    })
    expect([totalDocs, receivedOn(phone).length]).toEqual([1, 1])
  })

  it('should send nothing to a booking without consent, the mail only', async () => {
    const phone = freshPhone()
    const { rideId, booking } = await paidRide({ messages: { phone, whatsapp: false, sms: false } })
    await cancel(rideId)
    await drainMessages()
    const mail = await waitForMail(process.env.MAIL_API_URL!, booking.email, /cancelled/)
    expect([receivedOn(phone), mail.subject.length > 0]).toEqual([[], true])
  })
})
