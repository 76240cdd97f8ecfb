import { LOCALE_TAGS, type Locale, type TRequirementsForTravellers, translate } from '@nexovia/content-schema'

/**
 * The entry requirements as lines of a plain-text mail, in the traveller's language: for each group of
 * the passengers' nationalities, the visa (with its official page), the yellow-fever certificate, the
 * passport validity, and when and where it was checked; "check with the embassy" for the others.
 */
export function entryRequirementLines(requirements: TRequirementsForTravellers, locale: Locale): string[] {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params)
  if (requirements.entries.length === 0 && requirements.unknown.length === 0) return []
  // French typography: a non-breaking space before the colon.
  const label = (key: Parameters<typeof translate>[1]) => `${t(key)}${locale === 'fr' ? '\u00a0:' : ':'} `
  const day = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' })
  return [
    t('entry.title'),
    ...requirements.entries.flatMap((entry) => [
      t('entry.for', { nationalities: entry.nationalities.join(', ') }),
      `${label('entry.visa')}${t(`entry.visa.${entry.visa}`)}${entry.visaUrl ? ` (${label('entry.visaLink')}${entry.visaUrl})` : ''}`,
      `${label('entry.yellowFever')}${t(`entry.yellowFever.${entry.yellowFever}`)}`,
      ...(entry.passportValidity ? [`${label('entry.passport')}${entry.passportValidity}`] : []),
      `${t('entry.checked', { date: day.format(new Date(entry.lastChecked)) })} · ${label('entry.source')}${entry.sourceUrl}`,
    ]),
    ...(requirements.unknown.length
      ? [t('entry.unknown', { nationalities: requirements.unknown.join(', ') })]
      : []),
  ]
}
