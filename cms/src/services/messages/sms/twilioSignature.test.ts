import { describe, expect, it } from 'vitest'
import { isSignedByTwilio, twilioSignature } from './twilioSignature'

// Twilio's documented example (twilio.com/docs/usage/security): this URL, these parameters, token 12345.
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2'
const params = new URLSearchParams({
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
})

describe("Twilio's request signature", () => {
  it('should match the documented example', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=')
  })

  it('should refuse a changed parameter, another URL or no header', () => {
    const header = '0/KCTR6DLpKmkAf8muzZqo1nDgQ='
    const changed = new URLSearchParams(params)
    changed.set('Digits', '9999')
    expect(isSignedByTwilio('12345', { url, params: changed, header })).toBe(false)
    expect(isSignedByTwilio('12345', { url: `${url}&x=1`, params, header })).toBe(false)
    expect(isSignedByTwilio('12345', { url, params, header: null })).toBe(false)
    expect(isSignedByTwilio('12345', { url, params, header })).toBe(true)
  })
})
