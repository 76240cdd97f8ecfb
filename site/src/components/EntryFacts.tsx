import type { TEntryRequirement } from '@nexovia/content-schema/content/entry-requirements'
import type { Locale } from '@nexovia/content-schema/core'
import { formatLongDate } from '@nexovia/content-schema/format/dates'
import type { Translate } from '../lib/forms/messages'
import type { ENTRY_FACT_KEYS } from './entryFactKeys'
import './entryFacts.css'

type Props = {
  entry: TEntryRequirement
  locale: Locale
  t: Translate<(typeof ENTRY_FACT_KEYS)[number]>
}

/**
 * One nationality group's entry rules: visa (with the official link), yellow fever, passport
 * validity, notes, and the day they were checked with their source. Rendered by the guides (as
 * static HTML, no JavaScript) and by the /flights island alike.
 */
export function EntryFacts({ entry, locale, t }: Props) {
  return (
    <>
      <dl className="entry-facts">
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
      <p className="entry-facts__checked" data-testid="entry-checked" data-checked={entry.lastChecked}>
        {t('entry.checked', { date: formatLongDate(entry.lastChecked, locale) })} ·{' '}
        <a href={entry.sourceUrl} rel="noopener external">
          {t('entry.source')}
        </a>
      </p>
    </>
  )
}
