import { describe, expect, it } from 'vitest'
import { rateDayAtNoon } from './rateDayAtNoon'

describe('rateDayAtNoon', () => {
  it('should store a day the source gives as that day at noon UTC', () => {
    expect(rateDayAtNoon('2025-11-20')).toBe('2025-11-20T12:00:00.000Z')
  })

  it('should show the same calendar day in New York and in Lagos', () => {
    const stored = new Date(rateDayAtNoon('2025-11-20T00:00:00.000Z') as string)
    const day = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(stored)
    expect([day('America/New_York'), day('Africa/Lagos')]).toEqual(['2025-11-20', '2025-11-20'])
  })

  it('should leave what is not a date alone', () => {
    expect([rateDayAtNoon(null), rateDayAtNoon('not a day')]).toEqual([null, 'not a day'])
  })
})
