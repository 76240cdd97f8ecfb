import { formatMoney } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { renderMail } from '../mail/renderMail'
import { cancellationMail, flightPickupText } from './rideMail'

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

  it('should escape the addresses in the HTML part', async () => {
    const mail = cancellationMail({ ...ride, to: '<b>Hotel</b>', locale: 'en', refund: null })
    const { html } = await renderMail(mail)
    expect(String(html)).toContain('&lt;b&gt;Hotel&lt;/b&gt;')
  })
})

describe('flightPickupText', () => {
  const flight = {
    flight_number: 'DL 1047',
    airport: 'ACC',
    time_zone: 'Africa/Accra',
    status: 'on_time' as const,
    scheduled_arrival: '2026-12-02T13:40:00.000Z',
    expected_arrival: '2026-12-02T13:40:00.000Z',
    local_pickup: { date: '2026-12-02', time: '13:40' },
    local_waiting_until: { date: '2026-12-02', time: '14:40' },
    free_waiting_minutes: 60,
  }

  it('should name the flight the driver follows, its landing with the zone and the free waiting', () => {
    expect(flightPickupText(flight, 'en')).toBe(
      'Your driver follows DL 1047, landing at ACC on Wednesday, December 2, 2026 at 1:40 PM (Accra time); waiting is free for 60 minutes after landing',
    )
  })

  it('should say it in French on the airport clock', () => {
    expect(flightPickupText(flight, 'fr')).toContain(
      'atterrit à ACC le mercredi 2 décembre 2026, 13\u00a0h\u00a040 (heure d’Accra)',
    )
  })
})
