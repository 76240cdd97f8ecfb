import type { Locale } from '@nexovia/content-schema'
import { block, externalLink, text } from '@nexovia/content-schema/content/rich-text-builders'

/** A text in both languages. */
export type Text = { en: string; fr: string }

/** An official page a fact comes from. */
export type Source = { name: Text; url: string }

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

/** A writer of one language: `say` picks (and, in French, typesets) a text; the rest build blocks. */
export function writerFor(locale: Locale) {
  const say = (value: Text) => (locale === 'fr' ? frenchSpacing(value.fr) : value.en)
  const warning = (title: Text, body: Text) =>
    block({ blockType: 'tipBox', tone: 'warning', title: say(title), text: say(body) })
  return {
    say,
    /** "(source: <name>, checked <when>)" after a fact: the official page it comes from. */
    source: ({ name, url }: Source, checked: Text = AS_OF_MID_2025) => [
      text(say({ en: ' (source: ', fr: ' (source : ' })),
      externalLink(url, say(name)),
      text(say({ en: `, checked ${checked.en})`, fr: `, vérifié ${checked.fr})` })),
    ],
    /** The warning every article opens with: check the sources before travelling. */
    checkBeforeTravel: () =>
      warning({ en: 'Check before you go', fr: 'À vérifier avant de partir' }, CHECK_BEFORE_TRAVEL),
    /** What the writer could not confirm, boxed for an editor (and the reader) to check. */
    toConfirm: (body: Text) => warning({ en: 'Not yet confirmed', fr: 'Pas encore confirmé' }, body),
    faq: (items: { question: Text; answer: Text }[]) =>
      block({
        blockType: 'faq',
        title: say({ en: 'Questions travellers ask', fr: 'Les questions des voyageurs' }),
        items: items.map(({ question, answer }) => ({ question: say(question), answer: say(answer) })),
      }),
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
