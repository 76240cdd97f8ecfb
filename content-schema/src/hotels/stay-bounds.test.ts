import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stayNights } from './rules.ts'
import { MAX_STAY_NIGHTS, stayProblem } from './stay-bounds.ts'

const NOW = Date.parse('2026-11-25T15:00:00Z')
const key = (checkIn: string, checkOut: string) => stayProblem(checkIn, checkOut, NOW)?.key ?? null

describe('stayProblem', () => {
  it('should accept a stay from today to 30 nights later', () => {
    expect(key('2026-11-25', '2026-12-25')).toBeNull()
  })
  it('should accept a check-in of yesterday in UTC, which is still today west of it', () => {
    expect(key('2026-11-24', '2026-11-26')).toBeNull()
  })
  it('should refuse a check-in in the past', () => {
    expect(key('2020-01-01', '2020-01-03')).toBe('validation.checkInPast')
    expect(key('0001-01-01', '9999-12-31')).toBe('validation.checkInPast')
  })
  it('should refuse a check-in more than a year ahead', () => {
    expect(key('2027-11-27', '2027-11-28')).toBe('validation.checkInTooFar')
    expect(key('9999-12-30', '9999-12-31')).toBe('validation.checkInTooFar')
  })
  it('should refuse a check-out on or before the check-in', () => {
    expect(key('2026-12-10', '2026-12-10')).toBe('validation.checkOutBeforeCheckIn')
  })
  it('should refuse more than 30 nights', () => {
    expect(key('2026-12-01', '2027-01-01')).toBe('validation.stayTooLong')
  })
  it('should keep every accepted stay within 30 nights, so pricing it stays bounded', () => {
    const day = fc
      .integer({ min: -800_000, max: 3_000_000 })
      .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, day, (checkIn, checkOut) => {
        fc.pre(/^\d{4}-/.test(checkIn) && /^\d{4}-/.test(checkOut))
        if (stayProblem(checkIn, checkOut, NOW) === null) {
          expect(stayNights(checkIn, checkOut).length).toBeLessThanOrEqual(MAX_STAY_NIGHTS)
        }
      }),
    )
  })
})
