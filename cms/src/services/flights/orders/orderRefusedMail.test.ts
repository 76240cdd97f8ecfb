import { describe, expect, it } from 'vitest'
import { orderRefusedMail } from './orderRefusedMail'

const BOOKING = {
  email: 'ama@example.com',
  reference: 'NX-7Q4K2M',
  itemName: 'New York → Accra',
  refund: { amount: 82615, currency: 'USD' as const },
}

describe('orderRefusedMail', () => {
  it('should tell an English traveller the seats are gone and the whole amount is refunded', () => {
    const mail = orderRefusedMail({ ...BOOKING, locale: 'en' }, 'unavailable')
    expect([mail.subject, mail.text]).toEqual([
      'Your flight NX-7Q4K2M could not be ticketed: refunded in full',
      expect.stringMatching(/no longer sells the seats[\s\S]*\$826\.15[\s\S]*\/flights/),
    ])
  })

  it('should tell a French traveller the price rose, in French, with the French search page', () => {
    const mail = orderRefusedMail({ ...BOOKING, locale: 'fr' }, 'price_changed')
    expect(mail.text).toMatch(/augmenté le prix[\s\S]*826,15[\s\S]*\/fr\/flights/)
  })
})
