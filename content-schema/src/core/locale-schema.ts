import { z } from 'zod'
import { LOCALES } from './locales.ts'

export const ZLocale = z.enum(LOCALES, { error: 'validation.invalidOption' })
