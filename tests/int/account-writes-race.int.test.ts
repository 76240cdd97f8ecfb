/**
 * Issue 40, finding 1: a sign-in reads the whole account row (hash, salt, sessions, address) before
 * its slow hash and writes it back, so an account change landing meanwhile was undone. Each case
 * fires 8 sign-ins with the old password and, while they are in flight, the change: afterwards the
 * change holds (cms/src/services/accounts/accountLock.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueResetCode } from '../../cms/src/services/accounts/resetCode.ts'
import { emailChangeToken } from '../../cms/src/services/accounts/verificationToken.ts'
import { callApi, sessionCookieFrom } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signedInTraveller as newSignedInTraveller } from '../fixtures/signedInTraveller.ts'

let payload: Payload
const createdIds: number[] = []
const SIGN_INS = 8
const NEW_PASSWORD = 'a-brand-new-passphrase'

const signedInTraveller = () => newSignedInTraveller(payload, createdIds)

const login = (email: string, password: string) =>
  callApi('/users/login', { method: 'POST', body: { email, password } })

const accountStatus = async (cookie: string) => (await callApi('/account', { cookie })).status

/**
 * The 8 sign-ins, then `change` a moment later, when the first sign-ins have read the row and are
 * hashing: the cookies the sign-ins got, and the change's status.
 */
async function raceSignIns(email: string, password: string, change: () => Promise<{ status: number }>) {
  const signIns = Array.from({ length: SIGN_INS }, () => login(email, password))
  await new Promise((resolve) => setTimeout(resolve, 100))
  const changed = await change()
  const answers = await Promise.all(signIns)
  const cookies = answers
    .filter((answer) => answer.status === 200)
    .map((answer) => sessionCookieFrom(answer.headers))
  return { cookies, changeStatus: changed.status }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

describe('account writes racing sign-ins', () => {
  it('should keep a password change made while sign-ins with the old password are in flight', async () => {
    const traveller = await signedInTraveller()
    const otherDevice = await traveller.signIn()
    const { cookies, changeStatus } = await raceSignIns(traveller.email, traveller.password, () =>
      callApi('/account/password', {
        method: 'POST',
        cookie: traveller.cookie,
        body: { currentPassword: traveller.password, password: NEW_PASSWORD },
      }),
    )
    const [withNew, withOld] = [
      await login(traveller.email, NEW_PASSWORD),
      await login(traveller.email, traveller.password),
    ]
    const ended = await Promise.all([otherDevice, ...cookies].map(accountStatus))
    expect({ changeStatus, withNew: withNew.status, withOld: withOld.status, ended }).toEqual({
      changeStatus: 200,
      withNew: 200,
      withOld: 401,
      ended: ended.map(() => 401),
    })
  })

  it('should keep a reset by code made while sign-ins with the old password are in flight', async () => {
    const traveller = await signedInTraveller()
    const code = await issueResetCode(payload, traveller.email)
    const { cookies, changeStatus } = await raceSignIns(traveller.email, traveller.password, () =>
      callApi('/users/reset-password', { method: 'POST', body: { token: code, password: NEW_PASSWORD } }),
    )
    const [withNew, withOld] = [
      await login(traveller.email, NEW_PASSWORD),
      await login(traveller.email, traveller.password),
    ]
    const ended = await Promise.all([traveller.cookie, ...cookies].map(accountStatus))
    expect({ changeStatus, withNew: withNew.status, withOld: withOld.status, ended }).toEqual({
      changeStatus: 200,
      withNew: 200,
      withOld: 401,
      ended: ended.map(() => 401),
    })
  })

  it('should keep the sessions ended by a sign-out everywhere made while sign-ins are in flight', async () => {
    const traveller = await signedInTraveller()
    const otherDevices = [await traveller.signIn(), await traveller.signIn()]
    const { changeStatus } = await raceSignIns(traveller.email, traveller.password, () =>
      callApi('/account/sign-out-everywhere', { method: 'POST', cookie: traveller.cookie }),
    )
    const ended = await Promise.all([traveller.cookie, ...otherDevices].map(accountStatus))
    expect({ changeStatus, ended }).toEqual({ changeStatus: 200, ended: [401, 401, 401] })
  })

  it('should keep an address change confirmed while sign-ins are in flight', async () => {
    const traveller = await signedInTraveller()
    const to = `moved-${crypto.randomUUID()}@example.com`
    const token = emailChangeToken(
      { userId: traveller.id, from: traveller.email, to },
      payload.secret,
      new Date(),
    )
    const { changeStatus } = await raceSignIns(traveller.email, traveller.password, () =>
      callApi('/account/verify-email', { method: 'POST', body: { token } }),
    )
    const [withNew, withOld] = [
      await login(to, traveller.password),
      await login(traveller.email, traveller.password),
    ]
    expect({ changeStatus, withNew: withNew.status, withOld: withOld.status }).toEqual({
      changeStatus: 200,
      withNew: 200,
      withOld: 401,
    })
  })
})
