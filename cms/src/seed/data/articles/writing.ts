import type { Locale } from '@nexovia/content-schema'
import { externalLink, text } from '@nexovia/content-schema/content/rich-text-builders'

/** A text in both languages. */
export type Text = { en: string; fr: string }

const NBSP = '\u00a0'
const NARROW_NBSP = '\u202f'

/**
 * French spacing, so that the sources can be typed with ordinary spaces: a non-breaking space
 * before a colon and inside « », a narrow one before ; ! ? (the Imprimerie nationale's rules).
 */
export function frenchSpacing(value: string): string {
  return value
    .replace(/ :/g, `${NBSP}:`)
    .replace(/ ([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`)
}

/** A writer of one language: `say` picks (and, in French, typesets) a text. */
export function writerFor(locale: Locale) {
  const say = (value: Text) => (locale === 'fr' ? frenchSpacing(value.fr) : value.en)
  return {
    say,
    /** "(source: <name>, checked <when>)" after a fact: the official page it comes from. */
    source: (name: Text, url: string, checked: Text = AS_OF_MID_2025) => [
      text(say({ en: ' (source: ', fr: ' (source : ' })),
      externalLink(url, say(name)),
      text(say({ en: `, checked ${checked.en})`, fr: `, vérifié ${checked.fr})` })),
    ],
  }
}

/**
 * When the facts were read on their official pages. They could not be reopened while these
 * articles were written (no internet on the build machine), so each says mid-2025 and the article
 * asks an editor to check them against the linked source before relying on them.
 */
export const AS_OF_MID_2025: Text = { en: 'mid-2025', fr: 'mi-2025' }

/** The editor's check every article opens with, as a warning box. */
export const CHECK_BEFORE_TRAVEL: Text = {
  en: 'Rules and fees change. Every fact below links to the official page it comes from, with the date it was read there: check that page before you book or travel.',
  fr: 'Les règles et les tarifs changent. Chaque information ci-dessous renvoie à la page officielle d’où elle vient, avec la date de sa lecture : consultez cette page avant de réserver ou de partir.',
}
