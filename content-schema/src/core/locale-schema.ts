import { z } from 'zod'
import { LOCALES } from './locales.ts'

export const ZLocale = z.enum(LOCALES, { error: 'validation.invalidOption' })

/** A `?locale=` a link or a navigation carries: anything else (or none) reads as English, never a 400. */
export const ZLocaleQuery = z.object({ locale: ZLocale.catch('en') })
