/**
 * Issue 40, finding 4: staff passwords follow the travellers' rule (8 to 128 characters, not on the
 * list of common breached passwords) when an administrator creates an account, when staff change
 * their own, and in a staff reset (cms/src/collections/Admins/hooks/staffPasswordRule.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let admin: Awaited<ReturnType<typeof signInStaff>>
let editor: Awaited<ReturnType<typeof signInStaff>>
const createdUsernames: string[] = []

/** The messages of a refused Payload write, field by field. */
const fieldMessages = (json: Record<string, unknown>) =>
  ((json.errors as { data?: { errors?: { path: string; message: string }[] } }[] | undefined) ?? []).flatMap(
    (error) => (error.data?.errors ?? []).map((field) => `${field.path}: ${field.message}`),
  )

const createEditor = (password: string) => {
  const data = { ...samples.admins(), password }
  createdUsernames.push(data.username)
  return callConsole('/admins', { method: 'POST', cookie: admin.cookie, body: data })
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await signInStaff(payload, 'admin')
  editor = await signInStaff(payload, 'editor')
})

afterAll(async () => {
  await payload.delete({ collection: 'admins', where: { username: { in: createdUsernames } } })
  await admin.remove()
  await editor.remove()
})

describe('staff password rule', () => {
  it('should refuse an editor created with a password of 3 characters, saying why', async () => {
    const answer = await createEditor('abc')
    expect([answer.status, fieldMessages(answer.json)]).toEqual([
      400,
      ['password: At least 8 characters (15 or more is safer; a few words make a good one)'],
    ])
  })

  it('should refuse an editor created with a password over 128 characters', async () => {
    const answer = await createEditor('x'.repeat(129))
    expect([answer.status, fieldMessages(answer.json)]).toEqual([400, ['password: At most 128 characters']])
  })

  it('should create an editor with a password that follows the rule', async () => {
    expect((await createEditor('a-long-uncommon-passphrase')).status).toBe(201)
  })

  it('should refuse an editor setting their own password to a common one', async () => {
    const answer = await callConsole(`/admins/${editor.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { password: 'password' },
    })
    expect([answer.status, fieldMessages(answer.json)]).toEqual([
      400,
      [
        'password: This password is one of the most common in leaked password lists: choose one nobody would guess',
      ],
    ])
  })

  it('should refuse a common password in a staff reset, and keep the code usable', async () => {
    const token = await payload.forgotPassword({
      collection: 'admins',
      // Staff sign in by username; the root project sees Payload without the cms's generated types.
      data: { username: editor.username } as unknown as { email: string },
      disableEmail: true,
    })
    const refused = await callApi('/admins/reset-password', {
      method: 'POST',
      body: { token, password: 'iloveyou' },
    })
    const accepted = await callApi('/admins/reset-password', {
      method: 'POST',
      body: { token, password: 'another-uncommon-passphrase' },
    })
    expect([refused.status, accepted.status]).toEqual([400, 200])
  })
})
