import { describe, expect, it } from 'vitest'
import type { TTripCard } from './tripCard'
import { isKeptTrip, type KeptTrip, sortedTrips } from './tripStore'

const trip = (reference: string, departureDate: string | null, keptAt: string): KeptTrip => ({
  reference,
  keptAt,
  booking: { reference, departureDate } as TTripCard,
})

describe('the trips kept on the device', () => {
  it('should list the soonest departure first and undated trips last, latest kept first', () => {
    const trips = [
      trip('NX-UNDATED1', null, '2026-12-01T10:00:00Z'),
      trip('NX-LATER', '2027-03-01', '2026-12-01T10:00:00Z'),
      trip('NX-SOON', '2027-01-05', '2026-11-01T10:00:00Z'),
      trip('NX-UNDATED2', null, '2026-12-02T10:00:00Z'),
    ]
    expect(sortedTrips(trips).map((kept) => kept.reference)).toEqual([
      'NX-SOON',
      'NX-LATER',
      'NX-UNDATED2',
      'NX-UNDATED1',
    ])
  })

  it('should skip a record it did not write', () => {
    expect(isKeptTrip(trip('NX-1', null, '2026-12-01T10:00:00Z'))).toBe(true)
    expect(isKeptTrip({ reference: 'NX-1' })).toBe(false)
    expect(isKeptTrip(null)).toBe(false)
  })
})
