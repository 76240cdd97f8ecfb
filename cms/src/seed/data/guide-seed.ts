import type { TDestinationSlug } from '@nexovia/content-schema'

type Text = { en: string; fr: string }
type Titled = { title: Text; description: Text }
type Named = { name: Text; description: Text }

export type GuideSeed = {
  slug: TDestinationSlug
  subtitle: Text
  description: Text
  /** The hero picture; none yet for Dakar and Lagos (the page then opens on its title). */
  image?: { name: string; alt: Text }
  highlights: Titled[]
  attractions: Named[]
  bestTime: Text
  language: Text
}
