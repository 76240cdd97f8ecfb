import { describe, expect, it } from 'vitest'
import { confirmationMail } from './confirmationMail'

const booking = {
  email: 'ama@example.com',
  reference: 'NX-7K3Q9P',
  amount: 85000,
  currency: 'USD' as const,
  itemName: 'Abidjan getaway',
  itemDetails: '2 passengers',
  manageUrl: 'https://nexovia.example/fr/manage-booking',
}

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
})
