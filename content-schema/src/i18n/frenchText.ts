/**
 * What a French UI string must not contain, as a French reader sees it: words left in English, and
 * titles in English title case ("Mon Compte"). Punctuation spacing is format/punctuation.ts.
 */

/** Words that are English, never French (whole words, any case); "email" and "chat" are French too. */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'please',
  'search',
  'airport',
  'flight',
  'flights',
  'booking',
  'bookings',
  'sign',
  'cancel',
  'from',
  'to',
  'check',
  'ride',
  'pick-up',
  'hours',
] as const

const ENGLISH_WORD = new RegExp(`(?<![\\p{L}{-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}}-])`, 'iu')

/** The first English word of a French text, if any ("{placeholders}" and URLs are not words). */
export function englishWordIn(text: string): string | undefined {
  const prose = text.replace(/https?:\/\/\S+/g, '').replace(/\{[^}]*\}/g, '')
  return ENGLISH_WORD.exec(prose)?.[1]
}

/** Capitalised words a title keeps after its first word: names of places, brands, languages' own. */
const PROPER_NAMES = new Set(
  (
    'Nexovia Afrique Afrique-de-l’Ouest Amérique Europe États-Unis Ghana Nigeria Sénégal Côte Ivoire ' +
    'Accra Abidjan Dakar Lagos Paris New York Stripe Flutterwave Duffel Mobile Money MTN MoMo Orange Wave ' +
    'Moov Visa Mastercard Google Crisp Mapbox PNR CFA FCFA PDF IATA OpenID Connect FAQ WhatsApp Telecel ' +
    'AirtelTigo Vodafone Uber Bolt Yango CEDEAO Kotoka'
  ).split(' '),
)

/** A title's word after the first that is capitalised as English titles are ("Mon Compte" → "Compte"). */
export function titleCaseWordIn(title: string): string | undefined {
  // Each part after a dash or a colon starts its own sentence ("Nexovia — Votre pont…").
  const parts = title.replace(/\{[^}]*\}/g, '').split(/[—:]/)
  return parts
    .flatMap((part) =>
      part
        .split(/[\s\u00a0\u202f]+/)
        .filter(Boolean)
        .slice(1),
    )
    .find((word) => /^\p{Lu}\p{Ll}/u.test(word) && !PROPER_NAMES.has(word.replace(/[^\p{L}’'-]/gu, '')))
}
