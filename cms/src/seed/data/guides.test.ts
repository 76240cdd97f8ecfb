import { DESTINATION_SLUGS } from '@nexovia/content-schema'
import { UNITED_STATES_DESTINATIONS } from '@nexovia/content-schema/content/destinations-united-states'
import { describe, expect, it } from 'vitest'
import { guides } from './guides'

type Text = { en: string; fr: string }

/** Every en/fr pair of a guide, however deep. */
const textsOf = (value: unknown): Text[] => {
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (!value || typeof value !== 'object') return []
  if ('en' in value && 'fr' in value) return [value as Text]
  return Object.values(value).flatMap(textsOf)
}

const US_SLUGS = new Set<string>(UNITED_STATES_DESTINATIONS.map((destination) => destination.slug))
const usGuides = guides.filter((guide) => US_SLUGS.has(guide.slug))

describe('guides', () => {
  it('should give every destination slug one guide', () => {
    expect(guides.map((guide) => guide.slug).sort()).toEqual([...DESTINATION_SLUGS].sort())
  })

  it('should give every guide four highlights and four attractions', () => {
    expect(guides.filter((guide) => guide.highlights.length !== 4 || guide.attractions.length !== 4)).toEqual(
      [],
    )
  })

  it('should write every text of every guide in English and in French', () => {
    const missing = guides.flatMap((guide) =>
      textsOf(guide)
        .filter((text) => !text.en.trim() || !text.fr.trim())
        .map((text) => `${guide.slug}: ${JSON.stringify(text)}`),
    )
    expect(missing).toEqual([])
  })

  it('should translate each guide’s description rather than copy it', () => {
    expect(guides.filter((guide) => guide.description.fr === guide.description.en)).toEqual([])
  })

  it('should set the twelve US cities’ French with non-breaking spaces before : ; ! ?', () => {
    const plainSpaced = usGuides.flatMap((guide) =>
      textsOf(guide)
        .map((text) => text.fr)
        .filter((fr) => / [:;!?]/.test(fr)),
    )
    expect([usGuides.length, plainSpaced]).toEqual([12, []])
  })

  it('should write the US cities’ French with typographic apostrophes', () => {
    const straight = usGuides.flatMap((guide) =>
      textsOf(guide)
        .map((text) => text.fr)
        .filter((fr) => fr.includes("'")),
    )
    expect(straight).toEqual([])
  })
})
