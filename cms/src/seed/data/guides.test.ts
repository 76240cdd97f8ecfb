import { DESTINATION_SLUGS, frenchSpacingFaults, NATIONALITY_GROUPS } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { ENTRY_REQUIREMENTS } from './entry-requirements'
import { guides } from './guides'
import { WEST_AFRICA_B_GUIDES } from './guides-west-africa-b'

type Text = { en: string; fr: string }

/** Every en/fr pair of a guide, named by its path ("highlights.2.title"). */
function textsOf(value: unknown, path = ''): [string, Text][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}.${index}`))
  if (typeof value !== 'object' || value === null) return []
  if ('en' in value && 'fr' in value) return [[path.slice(1), value as Text]]
  return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`))
}

const SECTIONS = ['subtitle', 'description', 'highlights', 'attractions', 'bestTime', 'language'] as const

describe('the seeded guides', () => {
  it('should seed one guide per destination slug', () => {
    expect(guides.map((guide) => guide.slug)).toEqual([...DESTINATION_SLUGS])
  })

  it.each(guides.map((guide) => [guide.slug, guide]))(
    'should give %s four highlights and four attractions',
    (_slug, guide) => {
      expect([guide.highlights.length, guide.attractions.length]).toEqual([4, 4])
    },
  )

  it.each(guides.map((guide) => [guide.slug, guide]))(
    'should write every section of %s in English and in French',
    (_slug, guide) => {
      const texts = SECTIONS.flatMap((section) => textsOf(guide[section], `.${section}`))
      const missing = texts.filter(([, text]) => !text.en.trim() || !text.fr.trim()).map(([path]) => path)
      expect([texts.length, missing]).toEqual([2 + 4 * 2 + 4 * 2 + 2, []])
    },
  )
})

describe('the West African guides of part B', () => {
  it.each(WEST_AFRICA_B_GUIDES.map((guide) => [guide.slug, guide] as const))(
    'should typeset the French of %s and its entry rows: typographic apostrophes, no-break spaces before : ; ! ?',
    (slug, guide) => {
      const faults = textsOf([guide, ENTRY_REQUIREMENTS[slug]]).flatMap(([path, { fr }]) => [
        ...frenchSpacingFaults(fr).map((fault) => `${path}: ${fault}`),
        ...(fr.includes("'") ? [`${path}: straight apostrophe`] : []),
      ])
      expect(faults).toEqual([])
    },
  )

  it('should tell Freetown’s travellers, first thing, that the airport is across the estuary', () => {
    const freetown = WEST_AFRICA_B_GUIDES.find((guide) => guide.slug === 'freetown')
    expect([
      freetown?.description.en.includes(
        'Lungi International Airport is across the Sierra Leone River estuary',
      ),
      freetown?.description.fr.includes('se trouve de l’autre côté de l’estuaire'),
      freetown?.highlights[0]?.title.en,
    ]).toEqual([true, true, 'Getting in from Lungi'])
  })
})

describe('the seeded entry requirements', () => {
  it.each([...DESTINATION_SLUGS])(
    'should give %s one row per nationality group, each with its source and the date it was checked',
    (slug) => {
      const rows = ENTRY_REQUIREMENTS[slug]
      expect({
        groups: rows.map((row) => row.group),
        unsourced: rows.filter((row) => !/^https:\/\/\S+$/.test(row.sourceUrl)).map((row) => row.group),
        undated: rows.filter((row) => !/^\d{4}-\d{2}-\d{2}$/.test(row.lastChecked)).map((row) => row.group),
        passportInBothLanguages: rows.every((row) => row.passportValidity.en && row.passportValidity.fr),
      }).toEqual({
        groups: [...NATIONALITY_GROUPS],
        unsourced: [],
        undated: [],
        passportInBothLanguages: true,
      })
    },
  )

  it.each(['conakry', 'freetown', 'monrovia', 'niamey', 'banjul'] as const)(
    'should tell US, EU and other travellers to %s what to check, in both languages',
    (slug) => {
      const visitors = ENTRY_REQUIREMENTS[slug].filter((row) => row.group !== 'ecowas')
      expect(visitors.map((row) => [row.lastChecked, Boolean(row.notes?.en && row.notes.fr)])).toEqual([
        ['2026-11-27', true],
        ['2026-11-27', true],
        ['2026-11-27', true],
      ])
    },
  )

  it('should send every traveller to Niamey to the official advisories', () => {
    const visitors = ENTRY_REQUIREMENTS.niamey.filter((row) => row.group !== 'ecowas')
    expect(visitors.map((row) => [row.notes?.en.includes('Do Not Travel'), row.sourceUrl])).toEqual([
      [
        true,
        'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Niger.html',
      ],
      [true, 'https://www.diplomatie.gouv.fr/fr/conseils-aux-voyageurs/conseils-par-pays-destination/niger/'],
      [true, 'https://www.gov.uk/foreign-travel-advice/niger'],
    ])
  })
})
