import { DESTINATION_SLUGS, NATIONALITY_GROUPS } from '@nexovia/content-schema'
import { UNITED_STATES_DESTINATIONS } from '@nexovia/content-schema/content/destinations-united-states'
import { describe, expect, it } from 'vitest'
import { ENTRY_REQUIREMENTS } from './entry-requirements'
import { US_ROWS } from './entry-requirements-united-states'

const DAY = /^\d{4}-\d{2}-\d{2}$/

describe('ENTRY_REQUIREMENTS', () => {
  it.each(DESTINATION_SLUGS)('should give %s one row per nationality group, in order', (slug) => {
    expect(ENTRY_REQUIREMENTS[slug].map((row) => row.group)).toEqual([...NATIONALITY_GROUPS])
  })

  it.each(DESTINATION_SLUGS)(
    'should give every row of %s its official source, the date checked and both languages',
    (slug) => {
      const incomplete = ENTRY_REQUIREMENTS[slug].filter(
        (row) =>
          !row.sourceUrl.startsWith('https://') ||
          !DAY.test(row.lastChecked) ||
          !row.passportValidity.en ||
          !row.passportValidity.fr ||
          (row.notes && (!row.notes.en || !row.notes.fr)),
      )
      expect(incomplete).toEqual([])
    },
  )

  it('should give every US city the one set of US rows', () => {
    const usSlugs = ['boston', 'new-york', ...UNITED_STATES_DESTINATIONS.map((d) => d.slug)] as const
    expect(usSlugs.filter((slug) => ENTRY_REQUIREMENTS[slug] !== US_ROWS)).toEqual([])
  })

  it('should tell ECOWAS citizens to the US to get a visa from an embassy and check the latest restrictions', () => {
    const ecowas = US_ROWS.find((row) => row.group === 'ecowas')
    expect([ecowas?.visa, ecowas?.notes?.en]).toEqual([
      'embassy',
      expect.stringContaining('travel.state.gov'),
    ])
  })
})
