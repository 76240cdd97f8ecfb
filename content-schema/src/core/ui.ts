import type { Locale } from './locales.ts'

/** Delay before scrolling to a hash target after navigating home from another page. */
export const HASH_SCROLL_DELAY_MS = 100

export const HERO_SLIDER = { slides: 4, autoplayMs: 5000, transitionMs: 1000 } as const
export const TYPING_MS_PER_CHARACTER = 50
/** Share of a section that must be visible before it animates in. */
export const VISIBILITY_THRESHOLD = 0.1
export const SUGGESTION_LIST_MAX_HEIGHT_REM = 12

export const SEARCH_LOADING_PROGRESS = {
  stepPercent: 2,
  intervalMs: 150,
  redirectDelayMs: 500,
  toneAtMs: 500,
} as const

/** The under-construction pages speak once, this long after loading (their percent is the editors'). */
export const UNDER_CONSTRUCTION_PROGRESS = {
  announceAfterMs: 2000,
} as const

export const SPEECH = {
  rate: 0.8,
  pitch: 0.9,
  volume: 0.7,
  voices: { en: 'en-US', fr: 'fr-FR' } satisfies Record<Locale, string>,
} as const

/** localStorage key holding the visitor's language choice. */
export const LOCALE_STORAGE_KEY = 'nexovia.locale'
/** Cookie mirroring the language choice so the server can render the right page. */
export const LOCALE_COOKIE = 'nexovia_locale'
