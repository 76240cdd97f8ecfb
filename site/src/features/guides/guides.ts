import { COLLECTION_SLUGS, type Locale, type TDestinationSlug } from '@nexovia/content-schema'
import { getJson, type Media, type RawDoc, text, toMedia } from '../../lib/cms'

export interface TitledText {
  title: string
  description: string
}

export interface PracticalInfo {
  bestTime: string | null
  currency: string | null
  language: string | null
  timezone: string | null
}

/** A published destination guide in one locale. */
export interface Guide {
  slug: TDestinationSlug
  name: string
  subtitle: string
  description: string
  heroImage: Media | null
  highlights: TitledText[]
  attractions: TitledText[]
  practicalInfo: PracticalInfo
  updatedAt: string | null
}

function rows(value: unknown, titleKey: string): TitledText[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((row: RawDoc) => {
    const title = text(row?.[titleKey])
    return title ? [{ title, description: text(row.description) ?? '' }] : []
  })
}

function toGuide(doc: RawDoc, slug: TDestinationSlug): Guide | null {
  const name = text(doc.name)
  if (!name) return null
  const info = (
    typeof doc.practicalInfo === 'object' && doc.practicalInfo !== null ? doc.practicalInfo : {}
  ) as RawDoc
  return {
    slug,
    name,
    subtitle: text(doc.subtitle) ?? '',
    description: text(doc.description) ?? '',
    heroImage: toMedia(doc.heroImage),
    highlights: rows(doc.highlights, 'title'),
    attractions: rows(doc.attractions, 'name'),
    practicalInfo: {
      bestTime: text(info.bestTime),
      currency: text(info.currency),
      language: text(info.language),
      timezone: text(info.timezone),
    },
    updatedAt: text(doc.updatedAt),
  }
}

/** The published guide for a canonical slug in one locale, or null when there is none. */
export async function getPublishedGuide(slug: TDestinationSlug, locale: Locale): Promise<Guide | null> {
  const query = new URLSearchParams({
    locale,
    'fallback-locale': 'none',
    depth: '1',
    limit: '1',
    'where[slug][equals]': slug,
    'where[_status][equals]': 'published',
  })
  const body = (await getJson(`/api/${COLLECTION_SLUGS.guides}?${query}`)) as { docs?: RawDoc[] }
  const doc = body.docs?.[0]
  return doc ? toGuide(doc, slug) : null
}

/** Slugs and last changes of every published guide, for the sitemap. */
export async function listPublishedGuideSlugs(): Promise<{ slug: string; updatedAt: string | null }[]> {
  const query = new URLSearchParams({
    depth: '0',
    limit: '50',
    'where[_status][equals]': 'published',
    'select[slug]': 'true',
    'select[updatedAt]': 'true',
  })
  const body = (await getJson(`/api/${COLLECTION_SLUGS.guides}?${query}`)) as { docs?: RawDoc[] }
  return (body.docs ?? []).flatMap((doc) => {
    const slug = text(doc.slug)
    return slug ? [{ slug, updatedAt: text(doc.updatedAt) }] : []
  })
}
