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

/** The stored rates by the document being saved: one read per save (see storedRatesOnce). */
const storedBySave = new WeakMap<object, Promise<TRateTable>>()

/**
 * The stored rates, read once per save and shared by every row's rule. Payload validates an array's
 * rows at the same time: a read per row would send several queries at once on the save's one
 * transaction client, which pg queues (and deprecates: "client is already executing a query").
 * Keyed by the save's own data, which every row's rule is given, so no later save reuses it.
 */
function storedRatesOnce(req: PayloadRequest, save: object): Promise<TRateTable> {
  let stored = storedBySave.get(save)
  if (!stored) {
    stored = req.payload
      .findGlobal({ slug: GLOBAL_SLUGS.exchangeRates, depth: 0, req })
      .then((global) => mergeRates(global.rates))
    storedBySave.set(save, stored)
  }
  return stored
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
  const before = (await storedRatesOnce(req, data as object))[currency]
  const reference = before.referencePerUsd ?? REFERENCE_RATES[currency].perUsd
  if (value === before.perUsd) return true
  if (!isOutsideRateBound(value, before.perUsd) && !isOutsideRateBound(value, reference)) return true
  return translate(req.i18n?.language === 'fr' ? 'fr' : 'en', 'money.rates.outsideBound')
}
