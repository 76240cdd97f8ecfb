import { LOCALES, type Locale } from '../core/plain.ts'

/** A document read in every language: each localized field as `{ en, fr }`. */
type AllLocales = Record<string, unknown>

const isFilled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim().length > 0 : value !== null && value !== undefined

/**
 * The languages a document cannot be shown in: those where one of its required localized texts is
 * empty. The site reads each language without falling back to the other, so such a page is simply
 * not published in that language (never English text on a French page).
 */
export function missingLocales(doc: AllLocales, requiredFields: readonly string[]): Locale[] {
  return LOCALES.filter((locale) =>
    requiredFields.some(
      (field) => !isFilled((doc[field] as Partial<Record<Locale, unknown>> | null)?.[locale]),
    ),
  )
}
