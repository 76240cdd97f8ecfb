import { describe, expect, it } from 'vitest'
import { ticketedNotice } from './ticketedNotice'

describe('ticketedNotice', () => {
  it('should name the booking and its PNR in English, opening the English trips', () => {
    expect(ticketedNotice('en', { reference: 'NX-7K3Q9P', pnr: 'K7Q2ZX' })).toEqual({
      title: 'Your tickets are issued',
      body: 'Booking NX-7K3Q9P: airline reference (PNR) K7Q2ZX. Open your trip for the e-tickets.',
      url: '/trips',
    })
  })

  it('should speak French to a French subscription, opening the French trips', () => {
    const notice = ticketedNotice('fr', { reference: 'NX-7K3Q9P', pnr: 'K7Q2ZX' })
    expect(notice.title).toBe('Vos billets sont émis')
    expect(notice.body).toContain('NX-7K3Q9P')
    expect(notice.body).toContain('K7Q2ZX')
    expect(notice.url).toBe('/fr/trips')
  })
})
