/**
 * Twilio posts its delivery reports and replies to the public origin: through HAProxy, a site process,
 * HAProxy's cms frontend and a cms process. The form and X-Twilio-Signature must arrive as signed.
 * scripts/lb.ts gives the stack a Twilio auth token (no Twilio sender: nothing is ever sent).
 */
import { describe, expect, it } from 'vitest'
import { signedTwilioForm, twilioStatusFields } from '../fixtures/signedTwilioForm.ts'

const site = process.env.LB_SITE_URL
if (!site) throw new Error('LB_SITE_URL is not set: run these tests with npm run test:lb')

const PATH = '/api/messages/sms/webhook'
/** The address Twilio calls and signs: the public site's, which the balancer answers. */
const signedUrl = new URL(PATH, process.env.PUBLIC_SITE_URL).href

describe("Twilio's webhook behind the balancer", () => {
  it('should accept a signed report and refuse it once a field is changed', async () => {
    const fields = twilioStatusFields()
    const signed = signedTwilioForm({ authToken: process.env.TWILIO_AUTH_TOKEN!, url: signedUrl, fields })
    const post = (body: string) => fetch(`${site}${PATH}`, { method: 'POST', headers: signed.headers, body })
    const changed = new URLSearchParams({ ...fields, MessageStatus: 'failed' }).toString()
    expect({ signed: (await post(signed.body)).status, changed: (await post(changed)).status }).toEqual({
      signed: 200,
      changed: 401,
    })
  })
})
