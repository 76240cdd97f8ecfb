import { describe, expect, it } from 'vitest'
import { twilioMessageForm, twilioOutcome } from './twilioSms'

const config = {
  apiUrl: 'https://api.twilio.com',
  accountSid: 'AC0123',
  authToken: 'token',
  messagingServiceSid: 'MG0123',
  statusCallback: 'https://nexovia.example/api/messages/sms/webhook',
}
const message = {
  to: '+2250707123456',
  locale: 'fr' as const,
  templateName: 'nexovia_driver_assigned',
  parameters: [],
  text: 'Nexovia : votre chauffeur…',
  idempotencyKey: 'k',
}

describe('the Twilio SMS adapter', () => {
  it('should post the text to the number from the messaging service, asking for delivery reports', () => {
    expect(Object.fromEntries(twilioMessageForm(config, message))).toEqual({
      To: '+2250707123456',
      Body: 'Nexovia : votre chauffeur…',
      MessagingServiceSid: 'MG0123',
      StatusCallback: 'https://nexovia.example/api/messages/sms/webhook',
    })
  })

  it('should send from a number when no messaging service is set', () => {
    const form = twilioMessageForm({ ...config, messagingServiceSid: undefined, from: '+15550100' }, message)
    expect([form.get('From'), form.has('MessagingServiceSid')]).toEqual(['+15550100', false])
  })

  it('should read the sid of a created message', () => {
    expect(twilioOutcome(201, { sid: 'SM0123', status: 'queued' } as never)).toEqual({
      kind: 'sent',
      providerId: 'SM0123',
    })
  })

  it('should give up on a number that replied STOP (21610) and retry a Twilio outage', () => {
    expect(twilioOutcome(400, { code: 21610, message: 'unsubscribed recipient' })).toMatchObject({
      kind: 'refused',
      hasOptedOut: true,
    })
    expect(twilioOutcome(503, {}).kind).toBe('unavailable')
  })
})
