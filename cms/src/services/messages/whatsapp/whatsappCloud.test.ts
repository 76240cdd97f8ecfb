import { describe, expect, it } from 'vitest'
import { whatsappOutcome, whatsappTemplateRequest } from './whatsappCloud'

const message = {
  to: '+233201234567',
  locale: 'fr' as const,
  templateName: 'nexovia_booking_confirmed',
  parameters: ['NX-7K3Q9P', 'Accra → New York'],
  text: 'unused by WhatsApp',
  idempotencyKey: 'bookingConfirmed:booking-1::whatsapp',
}

describe('the WhatsApp Cloud API adapter', () => {
  it('should send an approved template by name and language with its parameters in order', () => {
    expect(whatsappTemplateRequest(message)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '233201234567',
      type: 'template',
      template: {
        name: 'nexovia_booking_confirmed',
        language: { code: 'fr' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'NX-7K3Q9P' },
              { type: 'text', text: 'Accra → New York' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: 'bookingConfirmed:booking-1::whatsapp',
    })
  })

  it('should read the message id of a success', () => {
    const answer = {
      messaging_product: 'whatsapp',
      contacts: [{ wa_id: '233201234567' }],
      messages: [{ id: 'wamid.HBgM' }],
    }
    expect(whatsappOutcome(200, answer)).toEqual({ kind: 'sent', providerId: 'wamid.HBgM' })
  })

  it('should retry a throttled or failing Graph API and give up on a refused template', () => {
    const error = (code: number) => ({ error: { code, message: 'x' } })
    expect(whatsappOutcome(429, error(130429)).kind).toBe('unavailable')
    expect(whatsappOutcome(500, error(131000)).kind).toBe('unavailable')
    expect(whatsappOutcome(400, error(132001)).kind).toBe('refused')
  })

  it('should say a number that opted out of the business is refused for good', () => {
    expect(whatsappOutcome(400, { error: { code: 131050, message: 'stopped marketing' } })).toMatchObject({
      kind: 'refused',
      hasOptedOut: true,
    })
  })
})
