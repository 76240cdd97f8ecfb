import { describe, expect, it } from 'vitest'
import { stayRefusedMail } from './stayRefusedMail'

const STAY = {
  email: 'ama@example.com',
  reference: 'NX-7Q4K2M',
  itemName: 'Labadi Shore Hotel, Accra · Deluxe King',
  refund: { amount: 41250, currency: 'USD' as const },
}

describe('stayRefusedMail', () => {
  it('should tell an English traveller the hotel could not confirm and the whole amount goes back to the card', () => {
    const mail = stayRefusedMail({ ...STAY, locale: 'en', paidWith: { method: 'card', card_last4: '4242' } })
    expect([mail.subject, mail.text]).toEqual([
      'Your stay NX-7Q4K2M could not be confirmed: refunded in full',
      expect.stringMatching(
        /hotel could not confirm[\s\S]*\$412\.50, to your card ending 4242\. Banks take 5 to 10 days[\s\S]*\/#search-tab-hotels/,
      ),
    ])
  })

  it('should tell a French traveller paid by mobile money, in French, with the French search', () => {
    const mail = stayRefusedMail({
      ...STAY,
      locale: 'fr',
      paidWith: { method: 'mobile_money', network: null, phone: null },
    })
    expect(mail.text).toMatch(
      /L’hôtel n’a pas pu confirmer[\s\S]*412,50[\s\S]*mobile money[\s\S]*\/fr\/#search-tab-hotels/,
    )
  })
})
