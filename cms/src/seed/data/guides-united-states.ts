import { frenchSpacing, type Text } from './articles/writing'
import type { GuideSeed } from './guide-seed'
import { UNITED_STATES_EAST_GUIDES } from './guides-united-states-east'
import { UNITED_STATES_WEST_GUIDES } from './guides-united-states-west'

const spaced = ({ en, fr }: Text): Text => ({ en, fr: frenchSpacing(fr) })

/** Typed with ordinary spaces; the French gets its non-breaking spaces here, before : ; ! ? and inside « ». */
const withFrenchSpacing = (guide: GuideSeed): GuideSeed => ({
  ...guide,
  subtitle: spaced(guide.subtitle),
  description: spaced(guide.description),
  highlights: guide.highlights.map(({ title, description }) => ({
    title: spaced(title),
    description: spaced(description),
  })),
  attractions: guide.attractions.map(({ name, description }) => ({
    name: spaced(name),
    description: spaced(description),
  })),
  bestTime: spaced(guide.bestTime),
  language: spaced(guide.language),
})

/** The twelve US city guides of issue 34 (no hero image yet: each page opens on its title). */
export const UNITED_STATES_GUIDES: GuideSeed[] = [
  ...UNITED_STATES_EAST_GUIDES,
  ...UNITED_STATES_WEST_GUIDES,
].map(withFrenchSpacing)
