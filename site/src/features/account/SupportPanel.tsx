import type { SupportContacts } from '../../lib/session'
import type { AccountT } from './accountMessages'

/** The support contacts and the two questions travellers ask most. */
export function SupportPanel({ t, support }: { t: AccountT; support: SupportContacts }) {
  return (
    <div>
      <h2>{t('account.support.title')}</h2>
      <dl className="account__details">
        <dt>{t('account.support.phoneUs')}</dt>
        <dd>
          <a href={`tel:${support.phoneUs.replace(/\s/g, '')}`}>{support.phoneUs}</a>
        </dd>
        <dt>{t('account.support.phoneCi')}</dt>
        <dd>
          <a href={`tel:${support.phoneCi.replace(/\s/g, '')}`}>{support.phoneCi}</a>
        </dd>
        <dt>{t('account.support.email')}</dt>
        <dd>
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </dd>
      </dl>
      <h3>{t('account.support.faqModifyQuestion')}</h3>
      <p>{t('account.support.faqModifyAnswer')}</p>
      <h3>{t('account.support.faqCancelQuestion')}</h3>
      <p>{t('account.support.faqCancelAnswer')}</p>
    </div>
  )
}
