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
  it('should say in English that the ride is cancelled and the dollars refunded to the card ending 4242', () => {
    const paidWith = { method: 'card', card_last4: '4242' } as const
    const mail = cancellationMail({
      ...ride,
      locale: 'en',
      refund: { amount: 4550, currency: 'USD', paidWith },
    })
    expect([mail.subject, mail.text]).toEqual([
      'Your ride on December 3, 2026 at 10:00 AM is cancelled',
      expect.stringContaining('We have refunded $45.50 to your card ending 4242. Banks take 5 to 10 days'),
    ])
  })

  it('should say in French that the ride is cancelled and the francs refunded to the Wave wallet that paid', () => {
    const paidWith = { method: 'mobile_money', network: 'WAVE', phone: '077•••••01' } as const
    const mail = cancellationMail({
      ...ride,
      locale: 'fr',
      refund: { amount: 25_000, currency: 'XOF', paidWith },
    })
    expect([mail.subject, mail.text]).toEqual([
      `Votre course du ${ride.when} est annulée`,
      expect.stringContaining(
        `Nous vous avons remboursé ${formatMoney(25_000, 'XOF', 'fr')} sur Wave 077•••••01`,
      ),
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
