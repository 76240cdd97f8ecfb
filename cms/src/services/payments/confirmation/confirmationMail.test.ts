import { describe, expect, it } from 'vitest'
import { confirmedBooking as booking } from '../../../../../tests/fixtures/samples'
import { confirmationMail, duplicateRefundMail } from './confirmationMail'

describe('the confirmation mail', () => {
  it('should say where to manage the booking, in the booking’s language', () => {
    const mail = confirmationMail({ ...booking, locale: 'fr' })
    expect(mail.text).toContain(
      'Retrouvez votre réservation à tout moment sur https://nexovia.example/fr/manage-booking avec sa référence',
    )
  })

  it('should leave the line out when no page is given', () => {
    const { manageUrl: _none, ...withoutPage } = booking
    expect(confirmationMail({ ...withoutPage, locale: 'en' }).text).not.toContain(
      'See your booking at any time',
    )
  })

  it.each([
    ['en', 'the hotel has confirmed your stay'],
    ['fr', 'l’hôtel a confirmé votre séjour'],
  ] as const)(
    'should promise no voucher from an advisor for a stay the hotel confirmed (%s)',
    (locale, said) => {
      const text = String(confirmationMail({ ...booking, locale, supplierConfirmation: 'HTL-4821' }).text)
      expect([text.includes(said), /24 (hours|heures)/.test(text), text.includes('HTL-4821')]).toEqual([
        true,
        false,
        true,
      ])
    },
  )

  it('should attach nothing when the booking has nothing for a calendar', () => {
    expect(confirmationMail({ ...booking, locale: 'en' }).attachments).toBeUndefined()
  })
})

describe('the mail of a second payment refunded', () => {
  const twice = { email: 'ama@example.com', reference: 'NX-7K3Q9P', itemName: 'Abidjan getaway' }

  it('should name the booking and the amount refunded, in English', () => {
    const mail = duplicateRefundMail({ ...twice, locale: 'en' }, { amount: 612_000, currency: 'XOF' })
    expect([mail.subject, String(mail.text)]).toEqual([
      'A second payment for your Nexovia booking NX-7K3Q9P is refunded',
      expect.stringMatching(
        /NX-7K3Q9P \(Abidjan getaway\) was paid twice[\s\S]*second payment, 612\s000\sF\sCFA, is refunded/,
      ),
    ])
  })

  it('should say it in French, cedis with their pesewas', () => {
    const mail = duplicateRefundMail({ ...twice, locale: 'fr' }, { amount: 123_45, currency: 'GHS' })
    expect([mail.subject, String(mail.text)]).toEqual([
      'Un second paiement de votre réservation Nexovia NX-7K3Q9P est remboursé',
      expect.stringMatching(/payée deux fois[\s\S]*123,45/),
    ])
  })
})
