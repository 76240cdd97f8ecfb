import { describe, expect, it } from 'vitest'
import { readTwilioCallback } from './twilioWebhook'

describe("Twilio's callbacks", () => {
  it('should read a status callback, undelivered as failed with its error code', () => {
    const read = readTwilioCallback(
      new URLSearchParams({ MessageSid: 'SM1', MessageStatus: 'undelivered', ErrorCode: '30003' }),
    )
    expect(read).toEqual({ status: { providerId: 'SM1', status: 'failed', error: 'Twilio 30003' } })
  })

  it('should read a STOP reply, in English or French, as the number opting out', () => {
    const reply = (body: string, extra: Record<string, string> = {}) =>
      readTwilioCallback(
        new URLSearchParams({ MessageSid: 'SM2', From: '+2250707123456', Body: body, ...extra }),
      )
    expect(reply('STOP')).toEqual({ stoppedPhone: '+2250707123456' })
    expect(reply('Arrêt')).toEqual({ stoppedPhone: '+2250707123456' })
    expect(reply('stop please', { OptOutType: 'STOP' })).toEqual({ stoppedPhone: '+2250707123456' })
    expect(reply('Merci')).toEqual({})
  })
})
