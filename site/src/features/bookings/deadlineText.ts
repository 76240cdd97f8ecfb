import { LOCALE_TAGS, type Locale } from '@nexovia/content-schema/core'

/** A deadline in the given time zone (the visitor's by default), the zone named: "December 8, 2026 at 12:00 AM UTC". */
export const deadlineText = (iso: string, locale: Locale, timeZone?: string): string =>
  // dateStyle and timeStyle cannot be combined with timeZoneName (Intl throws): the fields are named one by one.
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso))
