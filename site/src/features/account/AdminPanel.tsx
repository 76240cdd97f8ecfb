import type { Locale } from '@nexovia/content-schema/core'
import { pathIn } from '../auth/client'
import type { AccountT } from './accountMessages'

/** The way to the staff administration (its own sign-in guards it). */
export function AdminPanel({ locale, t }: { locale: Locale; t: AccountT }) {
  return (
    <div>
      <h2>{t('account.tab.admin')}</h2>
      <p>{t('account.admin.description')}</p>
      <a className="button" href={pathIn(locale, '/admin')}>
        {t('account.admin.link')}
      </a>
    </div>
  )
}
