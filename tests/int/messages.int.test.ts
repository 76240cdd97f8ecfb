/**
 * Messages where travellers read them (issue 45): each event reaches the traveller's phone channel
 * once however often it is fired at once; a number without consent gets nothing; the providers'
 * webhooks are refused without their signature; a failed WhatsApp message falls back to SMS once;
 * STOP turns SMS off. Against the messaging stand (the Cloud API's and Twilio's shapes) and the jobs queue.
 */
import type { Payload, Where } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES_QUEUE } from '../../cms/src/services/messages/messageQueue.ts'
import { notifyTraveller } from '../../cms/src/services/messages/notifier.ts'
import { twilioSignature } from '../../cms/src/services/messages/sms/twilioSignature.ts'
import { whatsappSignature } from '../../cms/src/services/messages/whatsapp/whatsappSignature.ts'
import { callApi } from '../fixtures/api.ts'
import { deleteMessagesOf, drainMessagesQueue } from '../fixtures/messageQueue.ts'
import { startMessagingStand } from '../fixtures/messagingStand.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings, paidBooking } from '../fixtures/payments.ts'
import { callConsole, signInStaff, signInTraveller } from '../fixtures/staffApi.ts'

let payload: Payload
let stand: Awaited<ReturnType<typeof startMessagingStand>>
const emails: string[] = []
let phoneCounter = 0

/** A fresh number in Côte d'Ivoire's plan, so each test reads only its own messages. */
const freshPhone = () => `+22507071${String(Date.now() % 10000).padStart(4, '0')}${phoneCounter++ % 10}`

/** A paid booking whose traveller chose these phone channels at checkout. */
async function bookingWith(consent: { whatsapp: boolean; sms: boolean }, phone = freshPhone()) {
  const email = `messages-${crypto.randomUUID()}@example.com`
  emails.push(email)
  const booking = await paidBooking(payload, email, {
    messagePhone: phone,
    whatsappConsent: consent.whatsapp,
    smsConsent: consent.sms,
  })
  return { ...booking, id: Number(booking.id), phone }
}

const confirmed = (booking: { id: number; reference: string }) =>
  notifyTraveller(payload, {
    event: 'bookingConfirmed',
    bookingId: booking.id,
    variables: { reference: booking.reference, item: 'Accra → New York' },
  })

const drainMessages = () => drainMessagesQueue(payload)

const messagesOf = async (bookingId: number) =>
  (
    await payload.find({
      collection: 'messages',
      where: { booking: { equals: bookingId } },
      depth: 0,
      sort: 'createdAt',
    })
  ).docs

const signedWhatsApp = (body: object, secret = 'stand-app-secret') => {
  const raw = JSON.stringify(body)
  return callApi('/messages/whatsapp/webhook', {
    method: 'POST',
    rawBody: raw,
    headersExtra: { 'x-hub-signature-256': whatsappSignature(secret, raw) },
  })
}

const signedTwilio = (params: Record<string, string>, token = 'stand-auth-token') => {
  const form = new URLSearchParams(params)
  const url = `${process.env.PUBLIC_SITE_URL!.replace(/\/$/, '')}/api/messages/sms/webhook`
  return callApi('/messages/sms/webhook', {
    method: 'POST',
    rawBody: form.toString(),
    contentType: 'application/x-www-form-urlencoded',
    headersExtra: { 'x-twilio-signature': twilioSignature(token, url, form) },
  })
}

const whatsappStatus = (id: string, status: string) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { statuses: [{ id, status }] } }] }],
})

beforeAll(async () => {
  payload = await testPayload()
  stand = await startMessagingStand()
  Object.assign(process.env, stand.env())
})

afterEach(async () => {
  stand.answerNormally()
  await deleteMessagesOf(payload, emails)
  await deleteBookings(payload, emails)
})

afterAll(async () => {
  await stand.stop()
})

describe('the notifier', () => {
  it('should send the confirmation template once when the event is fired five times at once', async () => {
    const booking = await bookingWith({ whatsapp: true, sms: true })
    await Promise.all(Array.from({ length: 5 }, () => confirmed(booking)))
    await Promise.all([drainMessages(), drainMessages()])
    const sent = stand.sentTo(booking.phone)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      channel: 'whatsapp',
      template: 'nexovia_booking_confirmed',
      language: 'en',
      parameters: [booking.reference, 'Accra → New York'],
    })
    expect((await messagesOf(booking.id)).map((message) => message.status)).toEqual(['sent'])
  })

  it('should send nothing to a number that did not opt in', async () => {
    const booking = await bookingWith({ whatsapp: false, sms: false })
    await confirmed(booking)
    await drainMessages()
    expect([stand.sentTo(booking.phone), await messagesOf(booking.id)]).toEqual([[], []])
  })

  it('should fall back to SMS once when WhatsApp refuses the message', async () => {
    const booking = await bookingWith({ whatsapp: true, sms: true })
    stand.refuseWhatsApp()
    await Promise.all([confirmed(booking), confirmed(booking)])
    await drainMessages()
    const [whatsapp] = await messagesOf(booking.id)
    // A late failure report of the same message changes nothing: the SMS exists already.
    await signedWhatsApp(whatsappStatus(whatsapp?.providerId ?? 'none', 'failed'))
    await drainMessages()
    const sent = stand.sentTo(booking.phone)
    expect(sent.map((message) => message.channel)).toEqual(['sms'])
    expect(sent[0]).toMatchObject({ body: expect.stringContaining(booking.reference) })
    expect((await messagesOf(booking.id)).map((message) => [message.channel, message.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'sent'],
    ])
  })

  it('should fall back to SMS when WhatsApp reports a sent message failed', async () => {
    const booking = await bookingWith({ whatsapp: true, sms: true })
    await confirmed(booking)
    await drainMessages()
    const [whatsapp] = stand.sentTo(booking.phone)
    const answer = await signedWhatsApp(whatsappStatus(whatsapp!.id, 'failed'))
    await drainMessages()
    expect(answer.status).toBe(200)
    expect(stand.sentTo(booking.phone).map((message) => message.channel)).toEqual(['whatsapp', 'sms'])
  })

  it('should keep retrying an SMS while the provider is down, then send it once', async () => {
    const booking = await bookingWith({ whatsapp: false, sms: true })
    stand.failSms()
    await confirmed(booking)
    await drainMessages()
    const [waiting] = await messagesOf(booking.id)
    stand.answerNormally()
    // The job's backoff has it wait: make it due now, as the passing of time would.
    await payload.update({
      collection: 'payload-jobs',
      where: { queue: { equals: MESSAGES_QUEUE } },
      data: { waitUntil: new Date().toISOString() },
    })
    await drainMessages()
    const [sent] = await messagesOf(booking.id)
    expect([waiting?.status, waiting?.attempts, sent?.status, stand.sentTo(booking.phone).length]).toEqual([
      'queued',
      1,
      'sent',
      1,
    ])
  })
})

describe('the providers’ webhooks', () => {
  it('should refuse a WhatsApp status with a bad signature and change nothing', async () => {
    const booking = await bookingWith({ whatsapp: true, sms: false })
    await confirmed(booking)
    await drainMessages()
    const [whatsapp] = stand.sentTo(booking.phone)
    const forged = await signedWhatsApp(whatsappStatus(whatsapp!.id, 'read'), 'not-the-app-secret')
    const genuine = await signedWhatsApp(whatsappStatus(whatsapp!.id, 'delivered'))
    expect([forged.status, genuine.status]).toEqual([401, 200])
    expect((await messagesOf(booking.id))[0]?.status).toBe('delivered')
  })

  it('should refuse an SMS report with a bad signature and change nothing', async () => {
    const booking = await bookingWith({ whatsapp: false, sms: true })
    await confirmed(booking)
    await drainMessages()
    const [sms] = stand.sentTo(booking.phone)
    const report = { MessageSid: sms!.id, MessageStatus: 'delivered' }
    const forged = await signedTwilio(report, 'not-the-auth-token')
    expect(forged.status).toBe(401)
    expect((await messagesOf(booking.id))[0]?.status).toBe('sent')
    const genuine = await signedTwilio(report)
    expect([genuine.status, (await messagesOf(booking.id))[0]?.status]).toEqual([200, 'delivered'])
  })

  it('should answer Meta’s subscription check only with the verify token', async () => {
    const check = (token: string) =>
      callApi(
        `/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      )
    const [wrong, right] = [await check('guess'), await check('stand-verify-token')]
    expect([wrong.status, right.status, right.text]).toEqual([403, 200, '1158201444'])
  })

  it('should stop SMS to a number that replied STOP, for its next events', async () => {
    const booking = await bookingWith({ whatsapp: false, sms: true })
    const stop = await signedTwilio({
      MessageSid: 'SMreply',
      From: booking.phone,
      Body: 'STOP',
      OptOutType: 'STOP',
    })
    await confirmed(booking)
    await drainMessages()
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect([stop.status, stored.smsConsent, stand.sentTo(booking.phone)]).toEqual([200, false, []])
  })
})

describe('the templates editors edit', () => {
  it('should refuse a French text with a variable its event does not have, and keep the text before', async () => {
    const where: Where = {
      and: [{ event: { equals: 'driverAssigned' } }, { channel: { equals: 'whatsapp' } }],
    }
    const [template] = (
      await payload.find({ collection: 'message-templates', where, locale: 'fr', depth: 0 })
    ).docs
    const typo = payload.update({
      collection: 'message-templates',
      id: template!.id,
      locale: 'fr',
      data: { body: 'Votre chauffeur {{chauffeur}} arrive {{when}}.' },
    })
    await expect(typo).rejects.toMatchObject({
      data: { errors: [{ path: 'body', message: expect.stringContaining('chauffeur') }] },
    })
    const kept = await payload.findByID({ collection: 'message-templates', id: template!.id, locale: 'fr' })
    expect(kept.body).toBe(template!.body)
  })
})

describe("the account's choice", () => {
  it('should refuse a number without its country code with the field’s message and change nothing', async () => {
    const traveller = await signInTraveller(payload)
    const answer = await callApi('/account/messages', {
      method: 'PUT',
      body: { phone: '020 123 4567', whatsapp: true, sms: false },
      cookie: traveller.cookie,
      headersExtra: { origin: new URL(process.env.PUBLIC_SITE_URL!).origin },
    })
    const stored = await payload.findByID({ collection: 'users', id: traveller.id, depth: 0 })
    await traveller.remove()
    expect([
      answer.status,
      (answer.json.fieldErrors as Record<string, string>)?.phone,
      stored.whatsappConsent,
    ]).toEqual([400, 'manage.messages.phoneInvalid', false])
  })

  it('should send e-mail only once the account turns WhatsApp off, for a booking chosen with it', async () => {
    const traveller = await signInTraveller(payload)
    const phone = freshPhone()
    const booking = await bookingWith({ whatsapp: true, sms: false }, phone)
    await payload.update({ collection: 'bookings', id: booking.id, data: { user: traveller.id } })
    const off = await callApi('/account/messages', {
      method: 'PUT',
      body: { phone: phone.replace('+225', '+225 '), whatsapp: false, sms: false },
      cookie: traveller.cookie,
      headersExtra: { origin: new URL(process.env.PUBLIC_SITE_URL!).origin },
    })
    await confirmed(booking)
    await drainMessages()
    await traveller.remove()
    expect([off.status, off.json.phone, stand.sentTo(phone)]).toEqual([200, phone, []])
  })
})

describe("the console's list of a booking's messages", () => {
  it('should show staff the choice and each message by channel with its status', async () => {
    const booking = await bookingWith({ whatsapp: true, sms: true })
    stand.refuseWhatsApp()
    await confirmed(booking)
    await drainMessages()
    const admin = await signInStaff(payload, 'admin')
    const answer = await callConsole(`/admin/bookings/${booking.id}/messages`, { cookie: admin.cookie })
    await admin.remove()
    const listed = answer.json as {
      consent: object
      messages: { channel: string; status: string; event: string }[]
    }
    expect([answer.status, listed.consent]).toEqual([
      200,
      { phone: booking.phone, whatsapp: true, sms: true },
    ])
    expect(listed.messages.map(({ channel, status, event }) => [channel, status, event])).toEqual([
      ['whatsapp', 'failed', 'bookingConfirmed'],
      ['sms', 'sent', 'bookingConfirmed'],
    ])
  })
})
