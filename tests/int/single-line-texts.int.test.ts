/**
 * Issue 40, low finding 13: a pick-up address with a bare CR reached the confirmation's `.ics` as an
 * extra property line, and required texts let CR/LF/TAB through everywhere. A single-line text
 * refuses every control character (400 naming the field); a textarea keeps its line breaks; and
 * the calendar file escapes a bare CR as well as a LF.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarText } from '../../cms/src/services/mail/calendarFile.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteQuotes, LOGAN, requestQuote, rideRequest } from '../fixtures/taxi.ts'

let payload: Payload
const CONCIERGE_EMAIL = `single-line-${crypto.randomUUID()}@example.com`
const conciergeRequest = {
  name: 'Awa Koné',
  email: CONCIERGE_EMAIL,
  phone: '+1 617 555 0100',
  tripDetails: 'Abidjan in May',
  locale: 'en',
}

const fieldErrors = (json: Record<string, unknown>) => json.fieldErrors as Record<string, string> | undefined

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteQuotes(payload)
  await payload.delete({ collection: 'concierge-requests', where: { email: { equals: CONCIERGE_EMAIL } } })
})

describe('single-line texts', () => {
  it.each([
    ['a bare CR', 'Logan Airport\rBEGIN:VEVENT'],
    ['a line feed', 'Logan Airport\nTerminal E'],
    ['a tab', 'Logan\tAirport'],
  ])('should refuse a pick-up address holding %s', async (_name, address) => {
    const answer = await requestQuote(rideRequest({ origin: { ...LOGAN, address } }))
    expect([answer.status, fieldErrors(answer.json)?.['origin.address']]).toEqual([
      400,
      'validation.invalidCharacters',
    ])
  })

  it('should refuse a concierge name holding a line feed', async () => {
    const answer = await callApi('/concierge/submit', {
      method: 'POST',
      body: { ...conciergeRequest, name: 'Awa\nKoné' },
    })
    expect([answer.status, fieldErrors(answer.json)?.name]).toEqual([400, 'validation.invalidCharacters'])
  })

  it('should keep line breaks in a textarea', async () => {
    const answer = await callApi('/concierge/submit', {
      method: 'POST',
      body: { ...conciergeRequest, tripDetails: 'Abidjan\r\nin May,\n\tthen Accra' },
    })
    expect([answer.status, fieldErrors(answer.json)]).toEqual([201, undefined])
  })
})

describe('the calendar file', () => {
  const lines = (location: string) =>
    calendarText([
      {
        uid: 'ride-1@nexovia',
        title: 'Pick-up',
        start: '2026-12-15T20:35:00Z',
        end: '2026-12-15T21:35:00Z',
        location,
      },
    ]).split('\r\n')

  it.each([
    ['a bare CR', 'Logan\rBEGIN:VEVENT'],
    ['a CR LF', 'Logan\r\nBEGIN:VEVENT'],
    ['a LF', 'Logan\nBEGIN:VEVENT'],
  ])('should write a text holding %s on its own property line', (_name, location) => {
    const written = lines(location)
    expect([
      written.filter((line) => line.startsWith('BEGIN:VEVENT')).length,
      written.some((line) => line.includes('\r')),
    ]).toEqual([1, false])
  })
})
