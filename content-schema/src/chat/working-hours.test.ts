import { describe, expect, it } from 'vitest'
import { weeklyHoursText } from './working-hours.ts'

const EN = {
  hours: '{days}, {start}–{end} ({timezone})',
  everyDay: 'Every day',
  dayRange: '{first} to {last}',
}
const FR = {
  hours: '{days}, {start}–{end} ({timezone})',
  everyDay: 'Tous les jours',
  dayRange: 'du {first} au {last}',
}
const team = (days: (number | string)[], hoursStart = 9, hoursEnd = 17) => ({
  days,
  hoursStart,
  hoursEnd,
  timezone: 'America/New_York',
})

describe('weeklyHoursText', () => {
  it('should name a week of consecutive days as a range, in each language', () => {
    expect([
      weeklyHoursText(team(['1', '2', '3', '4', '5']), 'en', EN),
      weeklyHoursText(team([1, 2, 3, 4, 5]), 'fr', FR),
    ]).toEqual([
      'Monday to Friday, 9 AM–5 PM (New York)',
      'Du lundi au vendredi, 9\u00a0h–17\u00a0h (New York)',
    ])
  })

  it('should say every day for seven days, whatever their order or repeats', () => {
    expect(weeklyHoursText(team([7, 1, 2, 3, 4, 5, 6, 6], 8, 22), 'en', EN)).toBe(
      'Every day, 8 AM–10 PM (New York)',
    )
  })

  it('should list days that are not consecutive, and name midnight for an end at 24', () => {
    expect(weeklyHoursText(team([5, 1, 3], 18, 24), 'fr', FR)).toBe(
      'Lundi, mercredi et vendredi, 18\u00a0h–0\u00a0h (New York)',
    )
  })
})
