import type { TNationalityGroup, TVisaKind, TYellowFeverRule } from '@nexovia/content-schema'

/** A text in both languages. */
export type Text = { en: string; fr: string }

/** One nationality group's entry requirements for a destination, as the guides' seed writes them. */
export type EntryRequirementRow = {
  group: TNationalityGroup
  visa: TVisaKind
  visaUrl?: string
  yellowFever: TYellowFeverRule
  passportValidity: Text
  notes?: Text
  lastChecked: string
  sourceUrl: string
}

// Shared by the countries' files (kept apart from entry-requirements.ts, which imports them all).
export const SIX_MONTHS: Text = {
  en: 'Valid at least 6 months after arrival, with two blank pages',
  fr: 'Valide au moins 6 mois après l’arrivée, avec deux pages vierges',
}
export const CHECK_EMBASSY: Text = {
  en: 'Rules depend on your passport: check with the embassy before booking.',
  fr: 'Les règles dépendent de votre passeport\u00a0: vérifiez auprès de l’ambassade avant de réserver.',
}
/** The document an ECOWAS citizen travels on inside the community. */
export const ECOWAS_ID: Text = {
  en: 'Valid passport or ECOWAS identity card',
  fr: 'Passeport ou carte d’identité CEDEAO en cours de validité',
}
