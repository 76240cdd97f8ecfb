import { DESTINATION_SLUGS, frenchSpacingFaults, NATIONALITY_GROUPS } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { ENTRY_REQUIREMENTS } from './entry-requirements'
import { guides } from './guides'
import { WEST_AFRICA_A_GUIDES } from './guides-west-africa-a'

type Text = { en: string; fr: string }

/** Every { en, fr } pair in a seed record, wherever it sits. */
const textsOf = (value: unknown): Text[] => {
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (!value || typeof value !== 'object') return []
  if ('en' in value && 'fr' in value) return [value as Text]
  return Object.values(value).flatMap(textsOf)
}

describe('guides', () => {
  it('should give every destination slug a guide, once', () => {
    expect(guides.map((guide) => guide.slug).sort()).toEqual([...DESTINATION_SLUGS].sort())
  })

  it.each(guides.map((guide) => [guide.slug, guide]))(
    'should write every text of %s in both languages',
    (_slug, guide) => {
      const texts = textsOf(guide)
      expect(texts.filter((text) => !text.en.trim() || !text.fr.trim())).toEqual([])
      expect(texts.length).toBeGreaterThan(20)
    },
  )

  it.each(guides.map((guide) => [guide.slug, guide]))(
    'should give %s four highlights and four attractions',
    (_slug, guide) => {
      expect([guide.highlights.length, guide.attractions.length]).toEqual([4, 4])
    },
  )

  it.each(WEST_AFRICA_A_GUIDES.map((guide) => [guide.slug, guide]))(
    'should space the French punctuation of %s as a French reader expects',
    (_slug, guide) => {
      expect(textsOf(guide).flatMap((text) => frenchSpacingFaults(text.fr))).toEqual([])
    },
  )
})

describe('ENTRY_REQUIREMENTS', () => {
  it.each(DESTINATION_SLUGS.map((slug) => [slug]))(
    'should give %s one row per nationality group, each with its source and the date checked',
    (slug) => {
      const rows = ENTRY_REQUIREMENTS[slug] ?? []
      expect(rows.map((row) => row.group).sort()).toEqual([...NATIONALITY_GROUPS].sort())
      expect(
        rows.filter(
          (row) => !/^https:\/\/\S+$/.test(row.sourceUrl) || !/^\d{4}-\d{2}-\d{2}$/.test(row.lastChecked),
        ),
      ).toEqual([])
    },
  )

  it.each(DESTINATION_SLUGS.map((slug) => [slug]))(
    'should write the texts of the rows of %s in both languages',
    (slug) => {
      const texts = textsOf(ENTRY_REQUIREMENTS[slug] ?? [])
      expect(texts.filter((text) => !text.en.trim() || !text.fr.trim())).toEqual([])
    },
  )
})
