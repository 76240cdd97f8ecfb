import { expect, test } from '@playwright/test'
import { signedTwilioForm, twilioStatusFields } from '../../fixtures/signedTwilioForm.ts'

// Twilio calls the site's origin (docs/features/messages.md): its form and X-Twilio-Signature must reach
// the cms through the site's /api proxy as sent, or every delivery report and STOP would be refused.
const webhook = () => new URL('/api/messages/sms/webhook', process.env.PUBLIC_SITE_URL).href

test('should pass a signed Twilio report through the site to the cms, which accepts it', async ({
  request,
}) => {
  const signed = signedTwilioForm({
    authToken: process.env.TWILIO_AUTH_TOKEN!,
    url: webhook(),
    fields: twilioStatusFields(),
  })
  const answer = await request.post(webhook(), { headers: signed.headers, data: signed.body })
  expect(answer.status()).toBe(200)
})

test('should refuse through the site a Twilio report changed after it was signed', async ({ request }) => {
  const fields = twilioStatusFields()
  const signed = signedTwilioForm({ authToken: process.env.TWILIO_AUTH_TOKEN!, url: webhook(), fields })
  const changed = new URLSearchParams({ ...fields, MessageStatus: 'failed' }).toString()
  const answer = await request.post(webhook(), { headers: signed.headers, data: changed })
  expect(answer.status()).toBe(401)
})
