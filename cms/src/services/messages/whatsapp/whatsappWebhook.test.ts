import { describe, expect, it } from 'vitest'
import { readWhatsAppNotification } from './whatsappWebhook'

/** A notification as Meta sends it (field "messages"), with the given value. */
const notification = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [
    { id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
  ],
})

describe("WhatsApp's webhook notifications", () => {
  it('should read delivery statuses with the error of a failed one', () => {
    const read = readWhatsAppNotification(
      notification({
        statuses: [
          { id: 'wamid.A', status: 'delivered', timestamp: '1', recipient_id: '233201234567' },
          { id: 'wamid.B', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
        ],
      }),
    )
    expect(read.statuses).toEqual([
      { providerId: 'wamid.A', status: 'delivered', error: undefined },
      { providerId: 'wamid.B', status: 'failed', error: '131026 Message undeliverable' },
    ])
  })

  it('should read a STOP reply or the Stop button as the number opting out', () => {
    const read = readWhatsAppNotification(
      notification({
        messages: [
          { from: '233201234567', type: 'text', text: { body: ' stop ' } },
          { from: '2250707123456', type: 'button', button: { payload: 'STOP', text: 'Stop' } },
          { from: '15550100', type: 'text', text: { body: 'Thanks!' } },
        ],
      }),
    )
    expect(read.stoppedPhones).toEqual(['+233201234567', '+2250707123456'])
  })

  it('should read nothing from a body of another shape', () => {
    expect(readWhatsAppNotification({ hello: 'world' })).toEqual({ statuses: [], stoppedPhones: [] })
  })
})
