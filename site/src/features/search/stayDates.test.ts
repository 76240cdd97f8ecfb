import { describe, expect, it } from 'vitest'
import { LAST_STAY_KEY, readLastStay, rememberStay, suggestedStay } from './stayDates'

const TODAY = '2026-11-27'

describe('suggestedStay', () => {
  it('should suggest three nights two weeks from today when the visitor searched no dates', () => {
    expect(suggestedStay(TODAY, null)).toEqual({ checkIn: '2026-12-11', checkOut: '2026-12-14' })
  })

  it("should keep the visitor's last dates while they can still be booked", () => {
    const last = { checkIn: '2027-01-12', checkOut: '2027-01-15' }
    expect(suggestedStay(TODAY, last)).toEqual(last)
  })

  it('should leave past or unsellable last dates for the suggestion', () => {
    const past = { checkIn: '2026-11-01', checkOut: '2026-11-04' }
    const tooLong = { checkIn: '2027-01-01', checkOut: '2027-03-01' }
    expect([suggestedStay(TODAY, past), suggestedStay(TODAY, tooLong)]).toEqual([
      suggestedStay(TODAY, null),
      suggestedStay(TODAY, null),
    ])
  })
})

describe('rememberStay and readLastStay', () => {
  it('should read back the dates kept, and nothing from a missing or garbled entry', () => {
    const kept = new Map<string, string>()
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    }
    const before = readLastStay(storage)
    rememberStay(storage, { checkIn: '2027-01-12', checkOut: '2027-01-15' })
    const after = readLastStay(storage)
    kept.set(LAST_STAY_KEY, '{not json')
    expect([before, after, readLastStay(storage), readLastStay(undefined)]).toEqual([
      null,
      { checkIn: '2027-01-12', checkOut: '2027-01-15' },
      null,
      null,
    ])
  })
})
