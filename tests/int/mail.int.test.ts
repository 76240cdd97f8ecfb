/** Mail leaves the cms through real SMTP when SMTP_URL is set: the test server receives it. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { waitForMail } from '../fixtures/mailCatcher.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('mail', () => {
  it('should deliver a message sent by the cms to the SMTP server', async () => {
    const to = `mail-${crypto.randomUUID()}@example.com`
    await payload.sendEmail({ to, subject: 'Bienvenue chez Nexovia', text: 'Bonjour' })
    const mail = await waitForMail(process.env.MAIL_API_URL!, to)
    expect([mail.subject, mail.text.trim(), mail.from]).toEqual([
      'Bienvenue chez Nexovia',
      'Bonjour',
      '"Nexovia" <no-reply@nexovia.travel>',
    ])
  })
})
