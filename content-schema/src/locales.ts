import { z } from 'zod'
import { LOCALES } from './core/locales.ts'

export * from './core/locales.ts'
export const ZLocale = z.enum(LOCALES, { error: 'validation.invalidOption' })
