import {
  NATIONALITY_GROUPS,
  type TNationalityGroup,
} from '@nexovia/content-schema/content/entry-requirements'
import type { Locale } from '@nexovia/content-schema/core'
import { useEffect, useId, useState } from 'react'
import { EntryFacts } from '../../components/EntryFacts'
import {
  type DestinationRequirements,
  defaultNationalityGroup,
  destinationEntry,
} from './entryRequirementsRules'
import type { FlightsT } from './flightMessages'
import { NATIONALITY_SELECT_NAME } from './nationalityInPage'

type Props = {
  requirements: DestinationRequirements
  /** The searched destination's airport code. */
  destination: string
  /** Its city, for the heading ("Abidjan"). */
  city: string
  locale: Locale
  t: FlightsT
  /** The nationality chosen in the server's HTML before the island started (nationalityInPage). */
  chosenBefore?: TNationalityGroup
}

/**
 * Above the results: what the searched destination asks of the visitor's passport (visa, yellow
 * fever, passport validity, the official link and the day it was checked), one nationality group at
 * a time, folded away on demand. Nothing for a destination no guide covers.
 */
export function EntryRequirementsPanel({ requirements, destination, city, locale, t, chosenBefore }: Props) {
  const selectId = useId()
  const [group, setGroup] = useState<TNationalityGroup>(() => defaultNationalityGroup(locale))
  // A nationality chosen in the server's HTML before the island started is kept, not reset; it is set
  // after the first render, which must match the server's.
  useEffect(() => {
    if (chosenBefore) setGroup(chosenBefore)
  }, [chosenBefore])
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
          name={NATIONALITY_SELECT_NAME}
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
