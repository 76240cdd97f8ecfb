import { COLLECTION_SLUGS, type Locale, type TDestinationSlug, ZGuide } from '@nexovia/content-schema'
import type { z } from 'zod'
import { findPublishedBySlug, listPublishedSlugs, siteMedia, siteSeoMeta } from '../../lib/cms'

/** content-schema's guide, with its image as the site renders it. */
const ZSiteGuide = ZGuide.extend({ heroImage: siteMedia, meta: siteSeoMeta })

/** A published destination guide in one locale. */
export type Guide = z.output<typeof ZSiteGuide>

/** The published guide for a canonical slug in one locale, or null when there is none (or it is incomplete there). */
export async function getPublishedGuide(slug: TDestinationSlug, locale: Locale): Promise<Guide | null> {
  const parsed = ZSiteGuide.safeParse(await findPublishedBySlug(COLLECTION_SLUGS.guides, slug, locale))
  return parsed.success ? parsed.data : null
}

/** A draft as its preview page shows it (the cms checked the preview token), or null. */
export function toDraftGuide(doc: unknown): Guide | null {
  const parsed = ZSiteGuide.safeParse(doc)
  return parsed.success ? parsed.data : null
}

/** Slugs and last changes of every published guide, for the sitemap and the destinations page. */
export const listPublishedGuideSlugs = () => listPublishedSlugs(COLLECTION_SLUGS.guides, 100)
