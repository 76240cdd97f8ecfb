import { describe, expect, it } from 'vitest'
import { deadlineText } from './deadlineText'

describe('deadlineText', () => {
  it('should name the day, the time and the zone, in French', () => {
    expect(deadlineText('2026-12-08T00:00:00Z', 'fr', 'UTC')).toBe('8 décembre 2026 à 00:00 UTC')
  })

  it('should give the time in the zone asked for, named', () => {
    expect(deadlineText('2026-12-08T00:00:00Z', 'en', 'America/New_York')).toBe(
      'December 7, 2026 at 07:00 PM EST',
    )
  })
})
