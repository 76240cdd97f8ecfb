/**
 * Issue 40, finding 7: a reset code mailed before a change of password or address is void after it
 * (cms/src/hooks/voidResetCodes.ts, switchEmail); an edit of the profile's other fields keeps it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueResetCode } from '../../cms/src/services/accounts/resetCode.ts'
import { emailChangeToken } from '../../cms/src/services/accounts/verificationToken.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signedInTraveller as newSignedInTraveller } from '../fixtures/signedInTraveller.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
const createdIds: number[] = []

const signedInTraveller = () => newSignedInTraveller(payload, createdIds)

const resetWith = (code: string | null) =>
  callApi('/users/reset-password', {
    method: 'POST',
    body: { token: code, password: 'reset-passphrase-now' },
  })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

describe('reset codes after an account change', () => {
  it('should refuse a code mailed before a password change', async () => {
    const traveller = await signedInTraveller()
    const code = await issueResetCode(payload, traveller.email)
    const changed = await callApi('/account/password', {
      method: 'POST',
      cookie: traveller.cookie,
      body: { currentPassword: traveller.password, password: 'changed-passphrase-here' },
    })
    const reset = await resetWith(code)
    expect([changed.status, reset.status, reset.json.message]).toEqual([200, 400, 'errors.resetTokenInvalid'])
  })

  it('should refuse a code mailed before an address change', async () => {
    const traveller = await signedInTraveller()
    const code = await issueResetCode(payload, traveller.email)
    const to = `moved-${crypto.randomUUID()}@example.com`
    const token = emailChangeToken(
      { userId: traveller.id, from: traveller.email, to },
      payload.secret,
      new Date(),
    )
    const moved = await callApi('/account/verify-email', { method: 'POST', body: { token } })
    const reset = await resetWith(code)
    expect([moved.status, reset.status]).toEqual([200, 400])
  })

  it('should keep a code across an edit of the name', async () => {
    const traveller = await signedInTraveller()
    const code = await issueResetCode(payload, traveller.email)
    const edited = await callApi('/account', {
      method: 'PATCH',
      cookie: traveller.cookie,
      body: { firstName: 'Adwoa', lastName: traveller.lastName, email: traveller.email },
    })
    expect([edited.status, (await resetWith(code)).status]).toEqual([200, 200])
  })

  it("should refuse a staff reset token issued before the staff member's own password change", async () => {
    const editor = await signInStaff(payload, 'editor')
    const token = await payload.forgotPassword({
      collection: 'admins',
      // Staff sign in by username; the root project sees Payload without the cms's generated types.
      data: { username: editor.username } as unknown as { email: string },
      disableEmail: true,
    })
    const changed = await callConsole(`/admins/${editor.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { password: 'an-editor-passphrase' },
    })
    const reset = await callApi('/admins/reset-password', {
      method: 'POST',
      body: { token, password: 'reset-passphrase-now' },
    })
    await editor.remove()
    expect([changed.status, reset.status]).toEqual([200, 403])
  })
})
