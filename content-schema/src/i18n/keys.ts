import { z } from 'zod'
import { en } from './en.ts'

/** Every UI string key, as declared by the English dictionary. */
export type UiKey = keyof typeof en
export type ValidationKey = Extract<UiKey, `validation.${string}`>
export type ErrorKey = Extract<UiKey, `errors.${string}`>

export const UI_KEYS = Object.keys(en) as UiKey[]
export const ZUiKey = z.enum(UI_KEYS)

/** True when the value names a UI string (for messages that arrive from the server). */
export const isUiKey = (value: unknown): value is UiKey =>
  typeof value === 'string' && Object.hasOwn(en, value)

/** The keys of one or more sections, by their first segment (`SectionKey<'nav'>` → 'nav.home' | ...). */
export type SectionKey<Prefix extends string> = Extract<UiKey, `${Prefix}.${string}`>
