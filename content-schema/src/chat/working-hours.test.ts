import { describe, expect, it } from 'vitest'
import { weeklyHoursText } from './working-hours.ts'

const EN = {
  hours: '{days}, {start}–{end} ({timezone})',
  everyDay: 'Every day',
  dayRange: '{first} to {last}',
}
const FR = {
  hours: '{days}, {start}\u00a0– {end} ({timezone})',
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
      'Monday to Friday, 9 AM–5 PM (New York time)',
      'Du lundi au vendredi, 9\u00a0h\u00a0– 17\u00a0h (heure de New York)',
    ])
  })

  it('should say every day for seven days, whatever their order or repeats', () => {
    expect(weeklyHoursText(team([7, 1, 2, 3, 4, 5, 6, 6], 8, 22), 'en', EN)).toBe(
      'Every day, 8 AM–10 PM (New York time)',
    )
  })

  it('should list days that are not consecutive, and name midnight for an end at 24', () => {
    expect(weeklyHoursText(team([5, 1, 3], 18, 24), 'fr', FR)).toBe(
      'Lundi, mercredi et vendredi, 18\u00a0h\u00a0– 0\u00a0h (heure de New York)',
    )
  })

  it('should name the zone in words in each language, eliding French before a vowel', () => {
    const accra = { ...team([1, 2, 3, 4, 5, 6, 7], 8, 22), timezone: 'Africa/Accra' }
    expect([weeklyHoursText(accra, 'en', EN), weeklyHoursText(accra, 'fr', FR)]).toEqual([
      'Every day, 8 AM–10 PM (Accra time)',
      'Tous les jours, 8\u00a0h\u00a0– 22\u00a0h (heure d’Accra)',
    ])
  })
})
