import { frenchSpacingFaults, type TDestinationSlug } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { ENTRY_REQUIREMENTS } from './entry-requirements'
import { guides } from './guides'
import { GUIDES_EUROPE } from './guides-europe'

type Text = { en: string; fr: string }

const SLUGS = GUIDES_EUROPE.map((guide) => guide.slug)

/** Every text of a guide a visitor reads, named by where it sits. */
const textsOf = (guide: (typeof GUIDES_EUROPE)[number]): [string, Text][] => [
  ['subtitle', guide.subtitle],
  ['description', guide.description],
  ...guide.highlights.flatMap((item, index): [string, Text][] => [
    [`highlight ${index} title`, item.title],
    [`highlight ${index} text`, item.description],
  ]),
  ...guide.attractions.flatMap((item, index): [string, Text][] => [
    [`attraction ${index} name`, item.name],
    [`attraction ${index} text`, item.description],
  ]),
  ['best time', guide.bestTime],
  ['language', guide.language],
]

/** What a French reader would correct: spacing before ": ; ! ?" and a straight apostrophe. */
const frenchFaults = (fr: string) => [
  ...frenchSpacingFaults(fr),
  ...(fr.includes("'") ? ['straight apostrophe'] : []),
]

describe('the European guides', () => {
  it('should seed the eight European hubs, each with its destination data', () => {
    const seeded = guides.filter((guide) => SLUGS.includes(guide.slug))
    expect(seeded.map((guide) => [guide.slug, guide.practicalInfo.currency.slice(0, 3)])).toEqual([
      ['london', 'GBP'],
      ['amsterdam', 'EUR'],
      ['frankfurt', 'EUR'],
      ['brussels', 'EUR'],
      ['madrid', 'EUR'],
      ['rome', 'EUR'],
      ['lisbon', 'EUR'],
      ['istanbul', 'TRY'],
    ])
  })

  it('should translate each guide’s subtitle and description rather than copy the English', () => {
    const copied = GUIDES_EUROPE.filter(
      (guide) => guide.subtitle.fr === guide.subtitle.en || guide.description.fr === guide.description.en,
    )
    expect(copied.map((guide) => guide.slug)).toEqual([])
  })

  it('should typeset the French as a French reader expects it', () => {
    const faults = GUIDES_EUROPE.flatMap((guide) =>
      textsOf(guide).flatMap(([where, text]) =>
        frenchFaults(text.fr).map((fault) => `${guide.slug} ${where}: ${fault}`),
      ),
    )
    expect(faults).toEqual([])
  })
})

describe('the European guides’ entry requirements', () => {
  const rows = SLUGS.flatMap((slug) => ENTRY_REQUIREMENTS[slug].map((row) => ({ slug, ...row })))

  it('should give every row an official https source, a checked date and texts the fields accept', () => {
    const faults = rows.filter(
      (row) =>
        !/^https:\/\/\S+$/.test(row.sourceUrl) ||
        (row.visaUrl !== undefined && !/^https:\/\/\S+$/.test(row.visaUrl)) ||
        !/^\d{4}-\d{2}-\d{2}$/.test(row.lastChecked) ||
        // The guides' fields: passport validity up to 200 characters, notes up to 600.
        [row.passportValidity.en, row.passportValidity.fr].some((text) => !text || text.length > 200) ||
        [row.notes?.en ?? '', row.notes?.fr ?? ''].some((text) => text.length > 600),
    )
    expect(faults.map((row) => `${row.slug} ${row.group}`)).toEqual([])
  })

  it('should write every note in both languages, the French typeset', () => {
    const faults = rows.flatMap((row) =>
      [row.passportValidity, ...(row.notes ? [row.notes] : [])]
        .flatMap((text) => [...(!text.en || !text.fr ? ['missing language'] : []), ...frenchFaults(text.fr)])
        .map((fault) => `${row.slug} ${row.group}: ${fault}`),
    )
    expect(faults).toEqual([])
  })

  it('should warn West Africans who only connect of the airport transit visa, where one applies', () => {
    const transitNote = (slug: TDestinationSlug) => {
      const notes = ENTRY_REQUIREMENTS[slug].find((row) => row.group === 'ecowas')?.notes
      return [
        notes?.en.match(/airport transit visa|Direct Airside Transit Visa/i)?.[0],
        notes?.fr.includes('transit'),
      ]
    }
    expect((['amsterdam', 'london', 'paris-france'] as const).map(transitNote)).toEqual([
      ['airport transit visa', true],
      ['Direct Airside Transit Visa', true],
      ['airport transit visa', true],
    ])
  })

  it('should share the Schengen rows between the Schengen cities, each with its own visa site', () => {
    const schengen = [
      'amsterdam',
      'frankfurt',
      'brussels',
      'madrid',
      'rome',
      'lisbon',
      'paris-france',
    ] as const
    const shape = (slug: (typeof schengen)[number]) =>
      ENTRY_REQUIREMENTS[slug].map(({ visaUrl: _visa, sourceUrl: _source, ...rest }) => rest)
    expect(new Set(schengen.map((slug) => JSON.stringify(shape(slug)))).size).toBe(1)
    expect(new Set(schengen.map((slug) => ENTRY_REQUIREMENTS[slug][2]?.visaUrl)).size).toBe(schengen.length)
  })
})
