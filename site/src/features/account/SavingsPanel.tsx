import { SAVINGS_BALANCE_DECIMALS } from '@nexovia/content-schema/accounts/constants'
import { formatMoney, type Locale } from '@nexovia/content-schema/core'
import { withColon } from '@nexovia/content-schema/format/punctuation'
import type { Profile } from '../../lib/session'
import type { AccountT } from './accountMessages'

/** The travel-savings balance; spending it comes later. */
export function SavingsPanel({ locale, t, user }: { locale: Locale; t: AccountT; user: Profile }) {
  return (
    <div>
      <h2>{t('account.savings.title')}</h2>
      <p className="account__balance">
        {withColon(t('account.savings.balance'), locale)}{' '}
        <strong>
          {formatMoney(user.travelSavingsBalance, user.travelSavingsCurrency, locale, {
            // Always two decimals (spec §2), even for XOF, which has none of its own.
            digits: SAVINGS_BALANCE_DECIMALS,
          })}
        </strong>{' '}
        <span>({user.travelSavingsCurrency})</span>
      </p>
      <p className="notice notice--info">
        <strong>{t('common.comingSoon')}</strong> — {t('account.savings.comingSoon')}
      </p>
    </div>
  )
}
