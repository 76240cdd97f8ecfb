import { DEFAULT_LOCALE, type Locale } from '../core/locales.ts'
import { en } from './en.ts'
import { fr } from './fr.ts'
import { isUiKey, type UiKey } from './keys.ts'

export const DICTIONARIES: Readonly<Record<Locale, Readonly<Record<UiKey, string>>>> = { en, fr }

export type TranslateParams = Readonly<Record<string, string | number>>
export type Translator = (key: UiKey, params?: TranslateParams) => string

const PLACEHOLDER = /\{(\w+)\}/g

/** The UI string for a key in a locale, with `{name}` placeholders filled from params. */
export const translate = (locale: Locale, key: UiKey, params?: TranslateParams): string => {
  const template = DICTIONARIES[locale]?.[key] ?? DICTIONARIES[DEFAULT_LOCALE][key] ?? key
  if (!params) return template
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}

/** A translate function bound to one locale, e.g. for `Astro.locals.t`. */
export const createTranslator =
  (locale: Locale): Translator =>
  (key, params) =>
    translate(locale, key, params)

/** Renders a message that may be a UI key (zod issues, server errors) or already plain text. */
export const translateMessage = (locale: Locale, message: string, params?: TranslateParams): string =>
  isUiKey(message) ? translate(locale, message, params) : message

export { en } from './en.ts'
export { fr } from './fr.ts'
export * from './keys.ts'
