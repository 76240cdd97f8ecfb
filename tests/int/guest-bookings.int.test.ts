/**
 * Guest bookings join the account: only once the address is proven (the mailed confirmation link,
 * or an identity provider vouching for it), at confirmation and at each later sign-in.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedByProvider } from '../../cms/src/services/accounts/emailVerification.ts'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'
import { deleteBookings } from '../fixtures/payments.ts'
import { samples } from '../fixtures/samples.ts'
import { signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
const emails: string[] = []
const PASSWORD = 'correct-horse-battery'

/** A new account (signed up through the API) and the token of the link it was mailed. */
async function signedUp(locale: 'en' | 'fr' = 'en') {
  const email = `guest-${crypto.randomUUID()}@example.com`
  emails.push(email)
  await callApi('/users/register', {
    method: 'POST',
    body: { firstName: 'Ama', lastName: 'Mensah', email, password: PASSWORD, locale },
  })
  const mail = await waitForMail(process.env.MAIL_API_URL!, email, /Nexovia/)
  const token = /\/verify-email#token=([\w.-]+)/.exec(mail.text)?.[1] ?? ''
  return { email, mail, token }
}

/** A paid booking made signed out with this address (no account). */
const guestBooking = (email: string) =>
  payload.create({
    collection: 'bookings',
    data: { ...samples.bookings(), email, user: null, status: 'confirmed' },
  })

async function signIn(email: string) {
  const login = await callApi('/users/login', { method: 'POST', body: { email, password: PASSWORD } })
  return sessionCookieFrom(login.headers)
}

async function myBookingIds(cookie: string) {
  const answer = await callApi('/account/bookings', { cookie })
  return (answer.json.docs as { id: number }[]).map((booking) => booking.id)
}

/** Asks for a new address for the signed-in account; the token of the link mailed to it. */
async function changedAddressToken(cookie: string) {
  const newEmail = `guest-${crypto.randomUUID()}@example.com`
  emails.push(newEmail)
  await callApi('/account', {
    method: 'PATCH',
    cookie,
    body: { firstName: 'Ama', lastName: 'Mensah', email: newEmail },
  })
  const mail = await waitForMail(process.env.MAIL_API_URL!, newEmail, /Nexovia/)
  return /\/verify-email#token=([\w.-]+)/.exec(mail.text)?.[1] ?? ''
}

const verify = (token: string) => callApi('/account/verify-email', { method: 'POST', body: { token } })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteBookings(payload, [...emails])
  await payload.delete({ collection: 'users', where: { email: { in: emails } } })
})

describe('the confirmation link', () => {
  it("should be mailed at sign-up in the traveller's language, to the site's page, token in the fragment", async () => {
    const { mail, token } = await signedUp('fr')
    expect([
      mail.subject,
      /http:\/\/localhost:4321\/fr\/verify-email#token=/.test(mail.text),
      token.length > 40,
    ]).toEqual(['Confirmez votre adresse email pour Nexovia', true, true])
  })

  it.each([
    [
      'en',
      'Confirm that you created the Nexovia account of “Ama Mensah”',
      'Confirming attaches to that account the trips booked with this address',
      'Not you? Do not open the link',
    ],
    [
      'fr',
      'Confirmez que vous avez créé le compte Nexovia de «\u00a0Ama Mensah\u00a0»',
      'Confirmer rattache à ce compte les voyages réservés avec cette adresse',
      "Ce n'est pas vous\u00a0? N'ouvrez pas le lien",
    ],
  ] as const)(
    'should name the account it confirms and what confirming attaches (%s)',
    async (locale, names, attaches, notMe) => {
      const { mail } = await signedUp(locale)
      expect([names, attaches, notMe].map((words) => mail.text.includes(words))).toEqual([true, true, true])
    },
  )

  it('should attach the guest bookings of the address, and say how many', async () => {
    const { email, token } = await signedUp()
    emails.push(email.toUpperCase())
    const booking = await guestBooking(email.toUpperCase())
    const answer = await verify(token)
    const cookie = await signIn(email)
    const account = await callApi('/account', { cookie })
    expect([answer.status, answer.json, await myBookingIds(cookie), account.json.user]).toEqual([
      200,
      { attached: 1 },
      [booking.id],
      expect.objectContaining({ emailVerified: true }),
    ])
  })

  it('should attach nothing before the address is confirmed, though the account signs in', async () => {
    const { email } = await signedUp()
    await guestBooking(email)
    const cookie = await signIn(email)
    const account = await callApi('/account', { cookie })
    expect([
      await myBookingIds(cookie),
      (account.json.user as { emailVerified: boolean }).emailVerified,
    ]).toEqual([[], false])
  })

  it('should refuse a changed token with one message, and attach nothing', async () => {
    const { email, token } = await signedUp()
    const booking = await guestBooking(email)
    const [body, signature] = token.split('.')
    const answers = await Promise.all([
      verify(`${body}.${signature?.slice(1)}A`),
      verify(`${body}x.${signature}`),
    ])
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect([...answers.map((answer) => [answer.status, answer.json.message]), stored.user ?? null]).toEqual([
      [400, 'errors.verificationLinkInvalid'],
      [400, 'errors.verificationLinkInvalid'],
      null,
    ])
  })

  it('should refuse the link of an address the account no longer has', async () => {
    const { email, token } = await signedUp()
    const cookie = await signIn(email)
    await verify(await changedAddressToken(cookie))
    expect((await verify(token)).status).toBe(400)
  })

  it("should take the new address's link as its proof, and attach its guest bookings", async () => {
    const { email } = await signedUp()
    const cookie = await signIn(email)
    const token = await changedAddressToken(cookie)
    const newEmail = emails.at(-1)!
    const booking = await guestBooking(newEmail)
    await verify(token)
    const [account, mine] = [await callApi('/account', { cookie }), await myBookingIds(cookie)]
    expect([(account.json.user as { emailVerified: boolean }).emailVerified, mine]).toEqual([
      true,
      [booking.id],
    ])
  })

  it("should never move another account's booking", async () => {
    const { email, token } = await signedUp()
    const owner = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]!
    const other = await payload.create({
      collection: 'users',
      data: { ...samples.users(), email: `guest-${crypto.randomUUID()}@example.com` },
    })
    emails.push(other.email)
    const theirs = await payload.create({
      collection: 'bookings',
      data: { ...samples.bookings(), email, user: other.id, status: 'confirmed' },
    })
    await verify(token)
    const stored = await payload.findByID({ collection: 'bookings', id: theirs.id, depth: 0 })
    expect([stored.user, owner.id !== other.id]).toEqual([other.id, true])
  })

  it('should be rate-limited per client', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await callApi('/account/verify-email', {
        method: 'POST',
        body: { token: 'x'.repeat(40) },
        ip,
      })
      statuses.push(answer.status)
    }
    expect([statuses.slice(0, 10).every((status) => status === 400), statuses.at(-1)]).toEqual([true, 429])
  })
})

describe('after the confirmation', () => {
  it('should attach a guest booking made later at the next sign-in', async () => {
    const { email, token } = await signedUp()
    await verify(token)
    const later = await guestBooking(email)
    const cookie = await signIn(email)
    expect(await myBookingIds(cookie)).toContain(later.id)
  })

  it('should take an identity provider that vouches for the address as proof', async () => {
    const { email } = await signedUp()
    const booking = await guestBooking(email)
    const user = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]!
    await verifiedByProvider(payload, user.id, email)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(stored.user).toBe(user.id)
  })

  it('should send the link again on request, and say when the address is confirmed already', async () => {
    const { email, token } = await signedUp()
    const cookie = await signIn(email)
    const before = await callApi('/account/verify-email/send', { method: 'POST', cookie })
    await verify(token)
    const after = await callApi('/account/verify-email/send', { method: 'POST', cookie })
    const anonymous = await callApi('/account/verify-email/send', { method: 'POST' })
    expect([before.json, after.json, anonymous.status]).toEqual([
      { alreadyVerified: false },
      { alreadyVerified: true },
      401,
    ])
  })

  it('should refuse a staff session: the link is for a traveller account, never an editor or administrator', async () => {
    const refused: number[] = []
    for (const role of ['editor', 'admin'] as const) {
      const staff = await signInStaff(payload, role)
      const send = await callApi('/account/verify-email/send', { method: 'POST', cookie: staff.cookie })
      const confirm = await callApi('/account/verify-email', {
        method: 'POST',
        cookie: staff.cookie,
        body: { token: 'not-a-token' },
      })
      refused.push(send.status, confirm.status)
      await staff.remove()
    }
    expect(refused).toEqual([401, 400, 401, 400])
  })
})
