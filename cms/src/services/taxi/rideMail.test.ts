import { formatMoney } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { cancellationMail } from './rideMail'

const ride = {
  email: 'awa@example.com',
  from: 'Boston Logan International Airport',
  to: 'Omni Parker House',
  when: 'December 3, 2026 at 10:00 AM',
}

describe('cancellationMail', () => {
  it('should say in English that the ride is cancelled and the amount refunded in dollars', () => {
    const mail = cancellationMail({ ...ride, locale: 'en', refund: { amount: 4550, currency: 'USD' } })
    expect([mail.subject, mail.text]).toEqual([
      'Your ride on December 3, 2026 at 10:00 AM is cancelled',
      expect.stringContaining('We have refunded $45.50 to the card you paid with.'),
    ])
  })

  it('should say in French that the ride is cancelled and the amount refunded in CFA francs', () => {
    const mail = cancellationMail({ ...ride, locale: 'fr', refund: { amount: 25_000, currency: 'XOF' } })
    expect([mail.subject, mail.text]).toEqual([
      `Votre course du ${ride.when} est annulée`,
      expect.stringContaining(`Nous vous avons remboursé ${formatMoney(25_000, 'XOF', 'fr')} sur la carte`),
    ])
  })

  it('should name the ride that was cancelled', () => {
    const mail = cancellationMail({ ...ride, locale: 'en', refund: null })
    expect(mail.text).toContain(`Ride: ${ride.from} → ${ride.to}, ${ride.when}`)
  })

  it('should mention no refund for a ride that was not paid', () => {
    const mail = cancellationMail({ ...ride, locale: 'fr', refund: null })
    expect(mail.text).not.toContain('rembours')
  })

  it('should escape the addresses in the HTML part', () => {
    const mail = cancellationMail({ ...ride, to: '<b>Hotel</b>', locale: 'en', refund: null })
    expect(mail.html).toContain('&#60;b&#62;Hotel&#60;/b&#62;')
  })
})
