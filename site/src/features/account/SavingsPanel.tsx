import { SAVINGS_BALANCE_DECIMALS } from '@nexovia/content-schema/accounts/constants'
import type { Locale } from '@nexovia/content-schema/core'
import { CURRENCY_MINOR_DIGITS } from '@nexovia/content-schema/payments/constants'
import type { Profile } from '../../lib/session'
import type { AccountT } from './accountMessages'

/**
 * Savings: minor units to the currency's units, always shown with two decimals (spec §2), even
 * for XOF, where formatMoney (rules/money) shows the currency's own digits.
 */
function formatSavings(minor: number, currency: Profile['travelSavingsCurrency'], locale: Locale) {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: SAVINGS_BALANCE_DECIMALS,
    maximumFractionDigits: SAVINGS_BALANCE_DECIMALS,
  }).format(minor / 10 ** CURRENCY_MINOR_DIGITS[currency])
}

/** The travel-savings balance; spending it comes later. */
export function SavingsPanel({ locale, t, user }: { locale: Locale; t: AccountT; user: Profile }) {
  return (
    <div>
      <h2>{t('account.savings.title')}</h2>
      <p className="account__balance">
        {t('account.savings.balance')}:{' '}
        <strong>{formatSavings(user.travelSavingsBalance, user.travelSavingsCurrency, locale)}</strong>{' '}
        <span>({user.travelSavingsCurrency})</span>
      </p>
      <p className="notice notice--info">
        <strong>{t('common.comingSoon')}</strong> — {t('account.savings.comingSoon')}
      </p>
    </div>
  )
}
