import { DESTINATION_SLUGS } from '@nexovia/content-schema'
import { MORE_DESTINATIONS } from '@nexovia/content-schema/content/destinations-more'
import { frenchSpacingFaults } from '@nexovia/content-schema/format/punctuation'
import { describe, expect, it } from 'vitest'
import { ENTRY_REQUIREMENTS } from './entry-requirements'
import { MORE_ENTRY_REQUIREMENTS } from './entry-requirements-more'
import { guides } from './guides'
import { MORE_GUIDES } from './guides-more'
import { UNITED_STATES_GUIDES } from './guides-united-states'
import { WEST_AFRICA_A_GUIDES } from './guides-west-africa-a'
import { WEST_AFRICA_B_GUIDES } from './guides-west-africa-b'

type Pair = { en: string; fr: string }
const isPair = (value: unknown): value is Pair =>
  typeof value === 'object' && value !== null && 'en' in value && 'fr' in value

/** Every en/fr pair inside a value, however deep, with the path it sits at. */
function pairsOf(value: unknown, path = ''): { path: string; pair: Pair }[] {
  if (isPair(value)) return [{ path, pair: value }]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => pairsOf(child, `${path}.${key}`))
}

describe('the destination guides', () => {
  it('should have one guide per destination slug, each once', () => {
    expect(guides.map((guide) => guide.slug).sort()).toEqual([...DESTINATION_SLUGS].sort())
  })

  it('should give every guide four highlights and four attractions', () => {
    expect(guides.filter((guide) => guide.highlights.length !== 4 || guide.attractions.length !== 4)).toEqual(
      [],
    )
  })

  it('should write every text of every guide in English and in French', () => {
    const missing = guides.flatMap((guide) =>
      pairsOf(guide, guide.slug)
        .filter(({ pair }) => !pair.en.trim() || !pair.fr.trim())
        .map(({ path }) => path),
    )
    expect(missing).toEqual([])
  })
})

describe('the guides written in issue 34', () => {
  // The older guides' French predates the punctuation rules: only the new parts are held to them.
  const parts = {
    'west-africa-a': WEST_AFRICA_A_GUIDES,
    'west-africa-b': WEST_AFRICA_B_GUIDES,
    'united-states': UNITED_STATES_GUIDES,
  }

  it.each(Object.entries(parts))(
    'should space the French punctuation of part %s as a French reader expects',
    (name, part) => {
      const faults = pairsOf(part, name).flatMap(({ path, pair }) =>
        frenchSpacingFaults(pair.fr).map((fault) => `${path}: ${fault}`),
      )
      expect(faults).toEqual([])
    },
  )
})

describe('the guides of Canada, Casablanca, Addis Ababa and Tbilisi', () => {
  const french = [
    ...pairsOf(MORE_GUIDES, 'guides'),
    ...pairsOf(MORE_DESTINATIONS, 'destinations'),
    ...pairsOf(MORE_ENTRY_REQUIREMENTS, 'entry'),
  ]

  it('should space French punctuation with no-break spaces and use typographic apostrophes', () => {
    const faults = french.flatMap(({ path, pair }) => [
      ...frenchSpacingFaults(pair.fr).map((fault) => `${path}: ${fault}`),
      ...(pair.fr.includes("'") ? [`${path}: straight apostrophe`] : []),
    ])
    expect(faults).toEqual([])
  })

  it('should share one set of rows among the three Canadian cities', () => {
    const { toronto, montreal, vancouver } = MORE_ENTRY_REQUIREMENTS
    expect([montreal, vancouver]).toEqual([toronto, toronto])
    expect(ENTRY_REQUIREMENTS.montreal).toBe(ENTRY_REQUIREMENTS.toronto)
  })

  it('should tell Europeans flying to Canada to get an eTA, and ECOWAS citizens a visitor visa', () => {
    expect(MORE_ENTRY_REQUIREMENTS.toronto.map((row) => [row.group, row.visa])).toEqual([
      ['us', 'none'],
      ['eu', 'e_visa'],
      ['ecowas', 'embassy'],
      ['other', 'embassy'],
    ])
  })

  it('should warn travellers connecting at Addis Ababa about transit in both languages', () => {
    const notes = MORE_ENTRY_REQUIREMENTS['addis-ababa'].map((row) => [row.notes?.en, row.notes?.fr])
    expect(
      notes.filter(([en, fr]) => !en?.includes('transit area') || !fr?.includes('zone de transit')),
    ).toEqual([])
  })
})
