import { GLOBAL_SLUGS, isRateDatedAhead, translate } from '@nexovia/content-schema'
import { type GlobalBeforeChangeHook, ValidationError } from 'payload'

type Row = { setOn?: string | null }

/**
 * A rate dated in the future (2099-12-31) would never turn stale, so never stop a mobile-money
 * charge at an old rate: refused, fetched or typed, in the panel's language.
 */
export const refuseRatesAhead: GlobalBeforeChangeHook = ({ data, req }) => {
  const now = new Date()
  const rows = (data.rates ?? []) as Row[]
  const ahead = rows.flatMap((row, index) =>
    typeof row.setOn === 'string' && isRateDatedAhead(row.setOn, now) ? [index] : [],
  )
  if (ahead.length === 0) return data
  const locale = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const message = translate(locale, 'money.rates.setOnAhead')
  throw new ValidationError({
    global: GLOBAL_SLUGS.exchangeRates,
    errors: ahead.map((index) => ({ path: `rates.${index}.setOn`, message })),
    req,
  })
}
