import { LOCALE_TAGS, type Locale } from '@nexovia/content-schema'

/** A publication date in the page's language, e.g. "September 11, 2025" / "11 septembre 2025". */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  // UTC, so that the day does not depend on the server's time zone.
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
