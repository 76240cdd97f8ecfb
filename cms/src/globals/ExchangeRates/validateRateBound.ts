import {
  GLOBAL_SLUGS,
  isOutsideRateBound,
  REFERENCE_RATES,
  type TCurrency,
  type TRateTable,
  translate,
} from '@nexovia/content-schema'
import type { NumberFieldSingleValidation, PayloadRequest } from 'payload'
import { number } from 'payload/shared'
import { isAdminUser } from '../../access/roles'
import { mergeRates } from '../../services/money/rateTable'
import { FETCHED_RATES_CONTEXT } from '../../services/money/refreshRates'

type RatesForm = { confirmOutsideBound?: boolean | null; confirmReason?: string | null }
type RateRow = { currency?: string | null; referencePerUsd?: number | null }

/** The last read of the stored rates on each request: the next read on it waits for that one. */
const lastReadOn = new WeakMap<PayloadRequest, Promise<unknown>>()

/**
 * The stored rates, read one request's rows after another. Payload validates an array's rows at the
 * same time (each row's rule gets its own copy of the data, so nothing marks one save to share a read
 * by): reads at once would send several queries together on the save's one transaction client, which
 * pg queues (and deprecates: "client is already executing a query").
 */
function storedRatesInTurn(req: PayloadRequest): Promise<TRateTable> {
  const read = (lastReadOn.get(req) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => req.payload.findGlobal({ slug: GLOBAL_SLUGS.exchangeRates, depth: 0, req }))
    .then((stored) => mergeRates(stored.rates))
  lastReadOn.set(req, read)
  return read
}

/**
 * The ±15 % bound as a field rule, so that the panel says it beside the refused row, in the panel's
 * language, before anything is sent (Payload's form then keeps Save available and the value unsaved);
 * a refusal that only comes back from the save's hook is shown as a toast naming the path, and the
 * form marks itself saved. The hook (hooks/boundRateChanges.ts) stays the rule of every other write;
 * after it, a confirmed rate is its own reference, which this lets through.
 */
export const validateRateBound: NumberFieldSingleValidation = async (value, options) => {
  // Payload's own rule of the field (required, min) first: a custom rule replaces it.
  const asNumber = await number(value, options)
  if (asNumber !== true) return asNumber
  const { data, siblingData, req } = options
  const row = siblingData as RateRow
  const currency = row.currency as TCurrency
  if (typeof value !== 'number' || !REFERENCE_RATES[currency] || currency === 'USD') return true
  if (req.context?.[FETCHED_RATES_CONTEXT] || row.referencePerUsd === value) return true
  const form = data as RatesForm
  const isConfirming =
    form.confirmOutsideBound === true && isAdminUser(req.user) && Boolean(form.confirmReason?.trim())
  if (isConfirming) return true
  const before = (await storedRatesInTurn(req))[currency]
  const reference = before.referencePerUsd ?? REFERENCE_RATES[currency].perUsd
  if (value === before.perUsd) return true
  if (!isOutsideRateBound(value, before.perUsd) && !isOutsideRateBound(value, reference)) return true
  return translate(req.i18n?.language === 'fr' ? 'fr' : 'en', 'money.rates.outsideBound')
}
