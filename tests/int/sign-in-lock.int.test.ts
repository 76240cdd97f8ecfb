/**
 * Sign-ins of one account are serialized by a PostgreSQL advisory lock, across cms processes:
 * Payload adds a session to the account's record by read-modify-write, so two sign-ins at once
 * in two processes would otherwise drop one session (cms/src/services/accounts/accountLock.ts).
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withAccountLock } from '../../cms/src/services/accounts/accountLock.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'
import { secondCmsProcess } from '../fixtures/secondProcess.ts'

let first: Payload
let second: Payload
const createdIds: number[] = []

beforeAll(async () => {
  first = await testPayload()
  second = await secondCmsProcess()
})

afterAll(async () => {
  await first.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

async function traveller() {
  const data = samples.users()
  const user = await first.create({ collection: 'users', data })
  createdIds.push(user.id)
  return { ...data, id: user.id }
}

/** A sign-in as the endpoint makes it: through the lock, with the request's transaction. */
async function signIn(payload: Payload, member: { id: number; email: string }, password: string) {
  const req = await createLocalReq({}, payload)
  const { email } = member
  return withAccountLock(req, { collection: 'users', id: member.id }, () =>
    payload.login({ collection: 'users', data: { email, password }, req }),
  )
}

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid

async function storedSessionIds(id: number): Promise<string[]> {
  const user = await first.db.findOne<{ id: number; sessions?: { id: string }[] }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  return (user?.sessions ?? []).map((session) => session.id)
}

describe('sign-in lock across processes', () => {
  it('should keep every session of six sign-ins of one account at once from two processes', async () => {
    const member = await traveller()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(i % 2 ? second : first, member, member.password)),
    )
    const issued = answers.map((answer) => sessionIdOf(answer.token!))
    expect(new Set(issued).size).toBe(6)
    expect((await storedSessionIds(member.id)).sort()).toEqual(issued.sort())
  })

  it('should let the next sign-in through after a wrong password in the other process', async () => {
    const member = await traveller()
    const wrong = signIn(first, member, 'not-the-password')
    const right = signIn(second, member, member.password)
    await expect(wrong).rejects.toThrow()
    expect((await right).user?.email).toBe(member.email)
  })

  it('should not make one account wait for another', async () => {
    const [ama, kofi] = [await traveller(), await traveller()]
    const holder = await createLocalReq({}, first)
    let releaseAma: () => void = () => {}
    const amaHeld = withAccountLock(
      holder,
      { collection: 'users', id: ama.id },
      () =>
        new Promise<void>((resolve) => {
          releaseAma = resolve
        }),
    )
    // Kofi signs in while Ama's lock is held in the other process.
    expect((await signIn(second, kofi, kofi.password)).user?.email).toBe(kofi.email)
    releaseAma()
    await amaHeld
  })
})
