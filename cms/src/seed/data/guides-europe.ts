import type { GuideSeed } from './guide-seed'
import { GUIDES_EUROPE_NORTH } from './guides-europe-north'
import { GUIDES_EUROPE_SOUTH } from './guides-europe-south'

/** The European hubs' guides (issue 34), in two files to keep each readable. */
export const GUIDES_EUROPE: GuideSeed[] = [...GUIDES_EUROPE_NORTH, ...GUIDES_EUROPE_SOUTH]
