import { describe, expect, it } from 'vitest'
import { messagesProblems, messagesRequest } from './messagesConsent'

const chosen = (values: Record<string, string>) => ({ 'messages.whatsapp': 'true', ...values })

describe('the travellers step’s phone channels', () => {
  it('should send the number composed from the calling code chosen and the national number typed', () => {
    expect(
      messagesRequest(chosen({ 'messages.phoneCountry': 'GH', 'messages.phone': '024 123 4567' })),
    ).toEqual({
      messages: { phone: '+233241234567', whatsapp: true, sms: false },
    })
  })

  it('should take the first passenger’s nationality for the calling code until one is chosen', () => {
    const values = chosen({ 'travellers.0.nationality': 'sn', 'messages.phone': '77 123 45 67' })
    expect([messagesRequest(values).messages?.phone, messagesProblems(values)]).toEqual(['+221771234567', {}])
  })

  it('should say under the number why it is refused, and ask nothing when no channel is chosen', () => {
    expect([
      messagesProblems(chosen({ 'messages.phoneCountry': 'NG', 'messages.phone': '0803 12' })),
      messagesProblems(chosen({ 'messages.phoneCountry': 'GH', 'messages.phone': 'call me' })),
      messagesProblems(chosen({ 'messages.phone': '024 123 4567' })),
      messagesProblems(chosen({})),
      messagesProblems({ 'messages.phone': 'call me' }),
    ]).toEqual([
      { 'messages.phone': 'manage.messages.phoneTooShort' },
      { 'messages.phone': 'manage.messages.phoneNotNumber' },
      { 'messages.phone': 'manage.messages.phoneCountryRequired' },
      { 'messages.phone': 'manage.messages.phoneRequired' },
      {},
    ])
  })
})
