import { describe, expect, it } from 'vitest'
import { stayEvent } from './stayCalendar'

const stay = {
  reference: 'NX-7K3Q9P',
  hotelName: 'Sofitel Abidjan Hôtel Ivoire',
  address: 'Boulevard Hassan II, Cocody',
  checkIn: '2026-12-26',
  checkOut: '2026-12-29',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  timeZone: 'Africa/Lagos',
}

describe('stayEvent', () => {
  it('should run from the hotel check-in time to its check-out time on the hotel clock', () => {
    const event = stayEvent(stay, 'fr')
    // Lagos keeps UTC+1: 14:00 there is 13:00 UTC.
    expect([event.title, new Date(event.start).toISOString(), new Date(event.end).toISOString()]).toEqual([
      'Séjour à l’hôtel Sofitel Abidjan Hôtel Ivoire',
      '2026-12-26T13:00:00.000Z',
      '2026-12-29T11:00:00.000Z',
    ])
  })
})
