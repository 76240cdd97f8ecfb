/**
 * The one schedule of support hours (issue 35): the support-teams global's REST answer, as the site
 * reads it for the chat card (/_chat/teams), the concierge section (loadHome) and the footer — all
 * through readSupportTeams' parsers, so an editor's change reaches the three places at once.
 */
import { SUPPORT_HOURS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupportTeam } from '../../cms/src/payload-types.ts'
import { supportHoursFromCms, teamsFromCms } from '../../site/src/features/chat/supportTeamsAnswer.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'

const ACCRA_WEEKDAYS: SupportTeam['supportHours'] = {
  timezone: 'Africa/Accra',
  hoursStart: 9,
  hoursEnd: 18,
  days: ['1', '2', '3', '4', '5'],
}

let payload: Payload
let before: unknown

beforeAll(async () => {
  payload = await testPayload()
  before = (await payload.findGlobal({ slug: 'support-teams' })).supportHours
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'support-teams', data: { supportHours: before as never } })
})

/** The global as the site's server reads it: GET /api/globals/support-teams in one language. */
async function globalAnswer(locale: 'en' | 'fr') {
  const { status, json } = await callApi(`/globals/support-teams?locale=${locale}&depth=0`)
  expect(status).toBe(200)
  return json
}

describe('the support-teams global: one schedule of support hours', () => {
  it('should hold the migrated and seeded schedule (every day, 8 to 22 New York time) and teams without hours of their own', async () => {
    const answer = await globalAnswer('en')
    expect(answer.supportHours).toMatchObject({ timezone: 'America/New_York', hoursStart: 8, hoursEnd: 22 })
    expect(supportHoursFromCms(answer)).toEqual(SUPPORT_HOURS)
    expect(teamsFromCms(answer, 'en').map((team) => [team.code, 'hoursStart' in team])).toEqual([
      ['US', false],
      ['CI', false],
      ['INTERNATIONAL', false],
    ])
  })

  it("should give the editor's schedule, the same in both languages, to every place that reads it", async () => {
    await payload.updateGlobal({ slug: 'support-teams', data: { supportHours: ACCRA_WEEKDAYS } })
    const [english, french] = await Promise.all([globalAnswer('en'), globalAnswer('fr')])
    const expected = { ...ACCRA_WEEKDAYS, days: [1, 2, 3, 4, 5] }
    expect([supportHoursFromCms(english), supportHoursFromCms(french)]).toEqual([expected, expected])
    // Routing still has its teams (names, countries, messages) beside the schedule.
    expect(teamsFromCms(french, 'fr').map((team) => team.code)).toEqual(['US', 'CI', 'INTERNATIONAL'])
  })

  it('should refuse a schedule whose hours are out of the day, keeping the stored one', async () => {
    const bad = { ...ACCRA_WEEKDAYS, hoursStart: 25 }
    await expect(
      payload.updateGlobal({ slug: 'support-teams', data: { supportHours: bad } }),
    ).rejects.toThrow()
    expect(supportHoursFromCms(await globalAnswer('en')).hoursStart).toBe(9)
  })
})
