import { frenchTextProblems } from '@nexovia/content-schema/i18n/frenchTextProblems'
import { describe, expect, it } from 'vitest'
import { deskJourneysText, waitedText } from './ticketingDeskText'

const journeys = [
  { flights: 'DL 1047 JFK → ACC', departs_at: '2027-01-31T10:50:00-05:00', time_zone: 'America/New_York' },
  { flights: 'DL 1048 ACC → JFK', departs_at: '2027-02-14T23:05:00+00:00', time_zone: 'Africa/Accra' },
]

describe('the ticketing desk in words (issue 42)', () => {
  it('should write each departure on its airport’s clock with the zone named, as the console does', () => {
    expect(deskJourneysText(journeys, 'en')).toBe(
      'DL 1047 JFK → ACC, Jan 31 at 10:50 AM (New York time) · DL 1048 ACC → JFK, Feb 14 at 11:05 PM (Accra time)',
    )
  })

  it('should write the French desk with no ISO date and no colon time', () => {
    expect(frenchTextProblems(deskJourneysText(journeys, 'fr'))).toEqual([])
  })

  it('should say a booking paid this minute waits since just now, not "0 h 0 min ago"', () => {
    const paidAt = '2027-01-31T10:50:00Z'
    expect([
      waitedText(paidAt, Date.parse(paidAt) + 20_000, 'en'),
      waitedText(paidAt, Date.parse(paidAt) + 125 * 60_000, 'fr'),
    ]).toEqual(['just now', 'il y a 2\u00a0h\u00a005\u00a0min'])
  })
})
