import { describe, expect, it } from 'vitest'
import { pickupEvent } from './rideCalendar'

describe('pickupEvent', () => {
  it('should last from the pick-up to the expected arrival', () => {
    const event = pickupEvent(
      {
        reference: 'NX-7K3Q9P',
        from: 'Kotoka International Airport',
        to: 'Labadi Beach Hotel',
        pickupAt: '2026-12-24T10:00:00.000Z',
        durationMin: 25,
        timeZone: 'Africa/Accra',
      },
      'en',
    )
    expect([event.title, new Date(event.end).toISOString()]).toEqual([
      'Nexovia pick-up: Kotoka International Airport → Labadi Beach Hotel',
      '2026-12-24T10:25:00.000Z',
    ])
  })
})
