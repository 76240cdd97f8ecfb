import {
  NATIONALITY_GROUPS,
  type TEntryRequirement,
  type TNationalityGroup,
} from '@nexovia/content-schema/content/entry-requirements'
import { LOCALE_TAGS, type Locale } from '@nexovia/content-schema/core'
import { useId, useState } from 'react'
import {
  type DestinationRequirements,
  defaultNationalityGroup,
  destinationEntry,
} from './entryRequirementsRules'
import type { FlightsT } from './flightMessages'

type Props = {
  requirements: DestinationRequirements
  /** The searched destination's airport code. */
  destination: string
  /** Its city, for the heading ("Abidjan"). */
  city: string
  locale: Locale
  t: FlightsT
}

/** "2 November 2026" / "2 novembre 2026": the stored day, whatever the browser's zone. */
const checkedDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

function EntryFacts({ entry, locale, t }: { entry: TEntryRequirement; locale: Locale; t: FlightsT }) {
  return (
    <>
      <dl className="entry-panel__facts">
        <div>
          <dt>{t('entry.visa')}</dt>
          <dd data-testid="entry-visa">
            {t(`entry.visa.${entry.visa}`)}
            {entry.visaUrl && (
              <>
                {' · '}
                <a href={entry.visaUrl} rel="noopener external">
                  {t('entry.visaLink')}
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('entry.yellowFever')}</dt>
          <dd>{t(`entry.yellowFever.${entry.yellowFever}`)}</dd>
        </div>
        {entry.passportValidity && (
          <div>
            <dt>{t('entry.passport')}</dt>
            <dd>{entry.passportValidity}</dd>
          </div>
        )}
      </dl>
      {entry.notes && <p>{entry.notes}</p>}
      <p className="entry-panel__checked" data-testid="entry-checked" data-checked={entry.lastChecked}>
        {t('entry.checked', { date: checkedDay(entry.lastChecked, locale) })} ·{' '}
        <a href={entry.sourceUrl} rel="noopener external">
          {t('entry.source')}
        </a>
      </p>
    </>
  )
}

/**
 * Above the results: what the searched destination asks of the visitor's passport (visa, yellow
 * fever, passport validity, the official link and the day it was checked), one nationality group at
 * a time, folded away on demand. Nothing for a destination no guide covers.
 */
export function EntryRequirementsPanel({ requirements, destination, city, locale, t }: Props) {
  const selectId = useId()
  const [group, setGroup] = useState<TNationalityGroup>(() => defaultNationalityGroup(locale))
  const shown = destinationEntry(requirements, destination, group)
  if (!shown) return null
  return (
    <details className="entry-panel" open data-testid="flight-entry-requirements" data-group={group}>
      <summary>{t('entry.titleIn', { city })}</summary>
      <p className="entry-panel__intro">{t('entry.intro')}</p>
      <div className="entry-panel__choice">
        <label htmlFor={selectId}>{t('entry.nationality')}</label>
        <select
          id={selectId}
          value={group}
          onChange={(event) => setGroup(event.target.value as TNationalityGroup)}
        >
          {NATIONALITY_GROUPS.map((option) => (
            <option key={option} value={option}>
              {t(`entry.group.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {shown.entry ? (
        <EntryFacts entry={shown.entry} locale={locale} t={t} />
      ) : (
        <p>{t('entry.noneForPassport')}</p>
      )}
    </details>
  )
}
