/**
 * Generated bodies (fast-check) against every public write endpoint: whatever arrives — wrong
 * types, control characters, huge strings, non-JSON, the right keys with odd values — the answer
 * is never a 5xx, and the log never carries a password hash or a failed query's parameters.
 */
import { Writable } from 'node:stream'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../../cms/src/logger.ts'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

const RUNS = 1000
const CONCURRENCY = 20

let payload: Payload
let originalLogger: Payload['logger']
let travellerId: number
let travellerCookie: string
const logged: string[] = []

const odd = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '{"$ne":null}',
  'awa@example.com',
  'javascript:alert(1)',
  '\ud800',
)
const text = fc.oneof(odd, fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }))
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 3 }),
)

type Call = { body?: unknown; rawBody?: string; contentType?: string | null }

/** Bodies with the endpoint's own keys (any subset, any values), any JSON, or raw bytes of any type. */
const bodies = (keys: string[]): fc.Arbitrary<Call> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
        .map((body) => ({ body })),
    },
    { weight: 1, arbitrary: fc.jsonValue().map((body) => ({ body })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom('application/json', 'text/plain', null),
        )
        .map(([rawBody, contentType]) => ({ rawBody, contentType })),
    },
  )

const ENDPOINTS: { path: string; method: string; keys: string[]; signedIn?: boolean }[] = [
  {
    path: '/users/register',
    method: 'POST',
    keys: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'password',
      'country',
      'preferredDestination',
      'locale',
    ],
  },
  { path: '/users/login', method: 'POST', keys: ['email', 'password'] },
  { path: '/users/forgot-password', method: 'POST', keys: ['email', 'locale'] },
  { path: '/users/reset-password', method: 'POST', keys: ['token', 'password'] },
  { path: '/users/oidc/callback', method: 'POST', keys: ['code', 'state', 'iss'] },
  { path: '/concierge/submit', method: 'POST', keys: ['name', 'email', 'phone', 'tripDetails', 'locale'] },
  { path: '/admins/login', method: 'POST', keys: ['username', 'password'] },
  { path: '/admins/forgot-password', method: 'POST', keys: ['username'] },
  { path: '/admins/reset-password', method: 'POST', keys: ['token', 'password'] },
  {
    path: '/account',
    method: 'PATCH',
    keys: ['firstName', 'lastName', 'email', 'phone', 'country', 'preferredDestination'],
    signedIn: true,
  },
  { path: '/account/password', method: 'POST', keys: ['currentPassword', 'password'], signedIn: true },
  {
    path: '/flights/search',
    method: 'POST',
    keys: [
      'origin',
      'destination',
      'departDate',
      'returnDate',
      'adults',
      'children',
      'infants',
      'cabin',
      'currency',
      'locale',
      'sort',
    ],
  },
  {
    // The ±3-day price strip takes the search's own body (issue 35).
    path: '/flights/date-prices',
    method: 'POST',
    keys: ['origin', 'destination', 'departDate', 'returnDate', 'adults', 'cabin', 'currency', 'locale'],
  },
  { path: '/flights/reprice', method: 'POST', keys: ['itinerary_id', 'currency'] },
  {
    path: '/flights/leads/flight',
    method: 'POST',
    keys: ['itinerary_id', 'name', 'email', 'phone', 'notes', 'locale'],
  },
  { path: '/flights/data/search', method: 'POST', keys: ['origin', 'destination', 'departure_date'] },
  {
    path: '/hotels/data/search-location',
    method: 'POST',
    keys: [
      'location',
      'check_in_date',
      'check_out_date',
      'num_adults',
      'num_children',
      'num_rooms',
      'stars',
      'min_price',
      'max_price',
      'sort',
      'locale',
    ],
  },
  {
    path: '/travel-savings/survey',
    method: 'POST',
    keys: [
      'travelsAnnually',
      'interestedSavingsAccount',
      'monthlyAmount',
      'moneyPreference',
      'attractiveBenefits',
      'concerns',
      'concernsOther',
      'readyToTry',
      'email',
      'language',
    ],
  },
  {
    path: '/payments/flight/checkout',
    method: 'POST',
    keys: ['package_id', 'itinerary_id', 'passengers', 'user_email', 'locale', 'origin_url', 'amount'],
  },
  {
    path: '/payments/hotel/checkout',
    method: 'POST',
    keys: [
      'package_id',
      'nights',
      'rooms',
      'hotel_id',
      'check_in_date',
      'check_out_date',
      'num_adults',
      'num_rooms',
      'user_email',
      'locale',
    ],
  },
  {
    path: `/payments/test-checkout/cs_test_${'0'.repeat(48)}/pay`,
    method: 'POST',
    keys: ['number', 'expiry', 'cvc', 'name'],
  },
  { path: '/payments/webhook', method: 'POST', keys: ['id', 'object', 'type', 'data', 'created'] },
  { path: '/places/autocomplete', method: 'POST', keys: ['query', 'limit'] },
  { path: '/places/forward', method: 'POST', keys: ['query', 'limit'] },
  {
    path: '/taxi/quote',
    method: 'POST',
    keys: [
      'origin',
      'destination',
      'datetime',
      'passengers',
      'service_type',
      'options',
      'currency',
      'locale',
    ],
  },
  { path: '/account/verify-email', method: 'POST', keys: ['token'] },
  { path: '/bookings/lookup', method: 'POST', keys: ['reference', 'email'] },
  { path: '/bookings/lookup/resend', method: 'POST', keys: ['reference', 'email'] },
  { path: '/bookings/lookup/cancel', method: 'POST', keys: ['reference', 'email'] },
  { path: '/bookings/lookup/airline-cancel/quote', method: 'POST', keys: ['reference', 'email'] },
  { path: '/bookings/lookup/airline-cancel', method: 'POST', keys: ['reference', 'email', 'refund_amount'] },
  {
    path: `/payments/mobile-money/cs_test_${'0'.repeat(48)}/charge`,
    method: 'POST',
    keys: ['phone', 'network', 'country'],
  },
  {
    path: `/payments/mobile-money/flw_${'0'.repeat(48)}/charge`,
    method: 'POST',
    keys: ['phone', 'network', 'country'],
  },
  { path: `/payments/mobile-money/flw_${'0'.repeat(48)}/verify`, method: 'POST', keys: ['state'] },
  {
    path: '/taxi/book',
    method: 'POST',
    keys: ['customer', 'ride', 'quote_id', 'recaptcha_token', 'locale', 'price'],
  },
]

beforeAll(async () => {
  payload = await testPayload()
  const traveller = samples.users()
  travellerId = (await payload.create({ collection: 'users', data: traveller })).id
  const login = await callApi('/users/login', {
    method: 'POST',
    body: { email: traveller.email, password: traveller.password },
  })
  travellerCookie = sessionCookieFrom(login.headers)
  originalLogger = payload.logger
  payload.logger = pino(
    loggerOptions,
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk))
        done()
      },
    }),
  )
})

afterAll(async () => {
  payload.logger = originalLogger
  await payload.delete({ collection: 'users', id: travellerId })
  await payload.delete({ collection: 'users', where: { email: { equals: 'awa@example.com' } } })
  await payload.delete({ collection: 'concierge-requests', where: { email: { equals: 'awa@example.com' } } })
  await payload.delete({ collection: 'flight-leads', where: { email: { equals: 'awa@example.com' } } })
  await payload.delete({ collection: 'survey-responses', where: { email: { equals: 'awa@example.com' } } })
  await payload.delete({ collection: 'bookings', where: { email: { equals: 'awa@example.com' } } })
  await payload.delete({ collection: 'rides', where: { customerEmail: { equals: 'awa@example.com' } } })
})

/** Sends the bodies a few at a time: the database, not the test, is the bottleneck. */
async function statusesOf(endpoint: (typeof ENDPOINTS)[number], calls: Call[]) {
  const failures: { call: Call; status: number }[] = []
  const statuses = new Set<number>()
  for (let start = 0; start < calls.length; start += CONCURRENCY) {
    await Promise.all(
      calls.slice(start, start + CONCURRENCY).map(async (call) => {
        const answer = await callApi(endpoint.path, {
          method: endpoint.method,
          cookie: endpoint.signedIn ? travellerCookie : undefined,
          ...call,
        })
        statuses.add(answer.status)
        if (answer.status >= 500) failures.push({ call, status: answer.status })
      }),
    )
  }
  return { failures, statuses }
}

describe('generated bodies', () => {
  it.each(ENDPOINTS)(
    `should never answer ${RUNS} generated bodies to $method $path with a 5xx`,
    async (endpoint) => {
      // A new seed each run, printed with any failure so that it can be replayed.
      const seed = Date.now()
      const calls = fc.sample(bodies(endpoint.keys), { numRuns: RUNS, seed })
      const { failures, statuses } = await statusesOf(endpoint, calls)
      // 400 and 415 prove the bodies reached the content-type check and the validation.
      expect({
        seed,
        failures: failures.slice(0, 3),
        validated: statuses.has(400) && statuses.has(415),
      }).toEqual({
        seed,
        failures: [],
        validated: true,
      })
    },
    180_000,
  )

  it('should have logged no password hash and no query parameters', () => {
    const log = logged.join('')
    expect([/pbkdf2-sha256-v\d+:[0-9a-f]/i.test(log), /params: (?!\[redacted\])/.test(log)]).toEqual([
      false,
      false,
    ])
  })
})
