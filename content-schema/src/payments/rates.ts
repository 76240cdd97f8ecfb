import { z } from 'zod'
import { CURRENCIES } from '../core/enums.ts'
import type { TRateTable } from '../core/exchange-rates.ts'

const ZCurrencyRate = z.object({
  perUsd: z.number().positive().finite(),
  setOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source: z.string().max(200),
  referencePerUsd: z.number().positive().finite().optional(),
  isStale: z.boolean().optional(),
})

/** GET /api/money/rates: every currency's rate against the US dollar, the day it was set and its source. */
export const ZRateTable = z.object(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, ZCurrencyRate])) as Record<
    (typeof CURRENCIES)[number],
    typeof ZCurrencyRate
  >,
) satisfies z.ZodType<TRateTable>
