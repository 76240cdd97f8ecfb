import {
  GLOBAL_SLUGS,
  isOutsideRateBound,
  REFERENCE_RATES,
  type TCurrency,
  translate,
  type UiKey,
} from '@nexovia/content-schema'
import { type GlobalBeforeChangeHook, ValidationError } from 'payload'
import { isAdminUser } from '../../../access/roles'
import { mergeRates } from '../../../services/money/rateTable'
import { FETCHED_RATES_CONTEXT } from '../../../services/money/refreshRates'

type Row = { currency?: string | null; perUsd?: number | null; referencePerUsd?: number | null }
type Confirmation = {
  currency: string
  fromPerUsd: number
  toPerUsd: number
  reason: string
  confirmedBy: string
  confirmedAt: string
}

/**
 * A rate saved by hand may move at most ±15 % from the previous one and from the reference (the last
 * fetched or confirmed one); further only when an administrator ticks the confirmation and gives a
 * reason, recorded with who and when, and the confirmed rate becomes the reference. Editors can never
 * pass the bound. The reference and the record are the server's: whatever the request sends for them
 * is replaced. A fetch (context flag) writes the source's rates as they are.
 */
export const boundRateChanges: GlobalBeforeChangeHook = ({ data, originalDoc, req }) => {
  const stored =
    (originalDoc as { rates?: Row[] | null; confirmations?: Confirmation[] | null } | undefined) ?? {}
  const previous = mergeRates(stored.rates as never)
  const isFetched = Boolean(req.context?.[FETCHED_RATES_CONTEXT])
  const wantsConfirmation = data.confirmOutsideBound === true
  const reason = typeof data.confirmReason === 'string' ? data.confirmReason.trim() : ''
  const errors: { path: string; message: UiKey }[] = []
  if (wantsConfirmation && !isAdminUser(req.user))
    errors.push({ path: 'confirmOutsideBound', message: 'money.rates.confirmAdminOnly' })
  if (wantsConfirmation && !reason)
    errors.push({ path: 'confirmReason', message: 'money.rates.confirmReasonRequired' })
  const isConfirmed = wantsConfirmation && errors.length === 0
  const confirmations: Confirmation[] = []
  const rows = (data.rates ?? []) as Row[]
  rows.forEach((row, index) => {
    const currency = row.currency as TCurrency
    if (isFetched || !REFERENCE_RATES[currency] || typeof row.perUsd !== 'number') return
    const before = previous[currency]
    const reference = before.referencePerUsd ?? REFERENCE_RATES[currency].perUsd
    row.referencePerUsd = before.referencePerUsd ?? null
    if (currency === 'USD' || row.perUsd === before.perUsd) return
    if (!isOutsideRateBound(row.perUsd, before.perUsd) && !isOutsideRateBound(row.perUsd, reference)) return
    if (!isConfirmed) {
      errors.push({ path: `rates.${index}.perUsd`, message: 'money.rates.outsideBound' })
      return
    }
    row.referencePerUsd = row.perUsd
    confirmations.push({
      currency,
      fromPerUsd: before.perUsd,
      toPerUsd: row.perUsd,
      reason,
      confirmedBy: String((req.user as { username?: string } | null)?.username ?? req.user?.id ?? ''),
      confirmedAt: new Date().toISOString(),
    })
  })
  if (errors.length) {
    // Said in the panel's language (the REST API answers the same sentences).
    const locale = req.i18n?.language === 'fr' ? 'fr' : 'en'
    const said = errors.map((error) => ({ ...error, message: translate(locale, error.message) }))
    throw new ValidationError({ global: GLOBAL_SLUGS.exchangeRates, errors: said, req })
  }
  // The confirmation applies to this save only; the record only grows.
  return {
    ...data,
    confirmOutsideBound: false,
    confirmReason: '',
    confirmations: [...(stored.confirmations ?? []), ...confirmations],
  }
}
