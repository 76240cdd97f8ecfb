/** POST /api/concierge/submit: validated, size-capped, rate-limited, stored and mailed in the traveller's language. */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload
const createdEmails: string[] = []

const validRequest = (overrides: Record<string, unknown> = {}) => {
  const email = `traveller-${crypto.randomUUID()}@example.com`
  createdEmails.push(email)
  return {
    name: '  Awa Diallo ',
    email,
    phone: '+1 617 555 0100',
    tripDetails: 'Family reunion in Abidjan, 6 travellers, late December.',
    locale: 'en',
    ...overrides,
  }
}

const submit = (body: unknown, ip = uniqueIp()) =>
  callApi('/concierge/submit', {
    method: 'POST',
    ...(typeof body === 'string' ? { rawBody: body } : { body }),
    ip,
  })

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await payload.delete({
    collection: 'concierge-requests',
    where: { email: { in: createdEmails.splice(0) } },
  })
})

describe('POST /api/concierge/submit', () => {
  it('should answer 201 to a valid request', async () => {
    const response = await submit(validRequest())
    expect([response.status, response.json.message]).toEqual([201, 'concierge.states.success'])
  })

  it('should store a trimmed pending request with its language', async () => {
    const body = validRequest({ locale: 'fr' })
    await submit(body)
    const { docs } = await payload.find({
      collection: 'concierge-requests',
      where: { email: { equals: body.email } },
    })
    expect(docs.map(({ name, status, locale }) => ({ name, status, locale }))).toEqual([
      { name: 'Awa Diallo', status: 'pending', locale: 'fr' },
    ])
  })

  it('should send the traveller a confirmation in French when they wrote in French', async () => {
    const body = validRequest({ locale: 'fr' })
    await submit(body)
    const mail = await waitForMail(process.env.MAIL_API_URL!, body.email)
    expect([mail.subject, mail.text.includes('Bonjour,')]).toEqual([
      'Nous avons bien reçu votre demande de conciergerie',
      true,
    ])
  })

  it('should send the traveller a confirmation in English when they wrote in English', async () => {
    const body = validRequest()
    await submit(body)
    const mail = await waitForMail(process.env.MAIL_API_URL!, body.email)
    expect(mail.subject).toBe('We have received your concierge request')
  })

  it('should carry none of the visitor words to the unverified address', async () => {
    const body = validRequest({
      name: 'Visit evil.example now',
      tripDetails: 'Click https://evil.example/win',
    })
    await submit(body)
    const mail = await waitForMail(process.env.MAIL_API_URL!, body.email)
    expect([mail.text.includes('evil.example'), mail.html.includes('evil.example')]).toEqual([false, false])
  })

  it('should notify the team address of the site settings with the trip details', async () => {
    const body = validRequest({ name: `Team Check ${crypto.randomUUID().slice(0, 6)}` })
    await submit(body)
    const { email } = await payload.findGlobal({ slug: 'site-settings' })
    const mail = await waitForMail(process.env.MAIL_API_URL!, email, new RegExp(body.name as string))
    expect([mail.subject, mail.text.includes(body.tripDetails)]).toEqual([
      `New concierge request from ${body.name}`,
      true,
    ])
  })

  it.each([
    ['name', { name: '   ' }, 'validation.requiredFields'],
    ['email', { email: '' }, 'validation.requiredFields'],
    ['email', { email: 'not-an-address' }, 'validation.validEmail'],
    ['phone', { phone: '' }, 'validation.requiredFields'],
    ['tripDetails', { tripDetails: ' ' }, 'validation.requiredFields'],
    ['tripDetails', { tripDetails: 'x'.repeat(5001) }, 'validation.tooLong'],
    ['locale', { locale: 'de' }, 'validation.invalidOption'],
  ])('should answer 400 with a field error when %s is %j', async (field, overrides, message) => {
    const response = await submit(validRequest(overrides))
    expect([
      response.status,
      (response.json.fieldErrors as Record<string, string> | undefined)?.[field],
    ]).toEqual([400, message])
  })

  it('should answer 400 to a body that is not JSON', async () => {
    const response = await submit('{name:')
    expect(response.status).toBe(400)
  })

  it('should store nothing for an invalid request', async () => {
    const body = validRequest({ phone: '' })
    await submit(body)
    expect(
      (await payload.count({ collection: 'concierge-requests', where: { email: { equals: body.email } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('should answer 413 to an oversized body', async () => {
    const response = await submit(validRequest({ tripDetails: 'x'.repeat(40_000) }))
    expect([response.status, response.json.message]).toEqual([413, 'errors.bodyTooLarge'])
  })

  it('should answer 429 once a client has sent five requests in ten minutes', async () => {
    const clientAddress = uniqueIp()
    for (let attempt = 0; attempt < 5; attempt += 1) await submit({}, clientAddress)
    const response = await submit(validRequest(), clientAddress)
    expect([response.status, response.json.message]).toEqual([429, 'errors.tooManyRequests'])
  })
})
