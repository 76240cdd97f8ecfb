import type { Locale } from '@nexovia/content-schema/core'
import { safeRedirectPath } from '../../lib/safeRedirect'

/** A same-site path in the page's language, for navigating: `/login` → `/fr/login`. */
export const pathIn = (locale: Locale, path: string) =>
  safeRedirectPath(locale === 'en' ? path : `/${locale}${path}`)
