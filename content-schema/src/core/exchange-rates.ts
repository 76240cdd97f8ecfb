import type { TCurrency } from './enums.ts'

/**
 * Units of each currency per US dollar, for showing prices in the traveller's currency and the
 * XOF equivalent beside USD. The CFA franc is pegged to the euro at 655.957 XOF per EUR (fixed
 * by the BCEAO); the USD/EUR rate is an indicative reference, reviewed with each price update.
 */
export const UNITS_PER_USD = { USD: 1, EUR: 0.92, XOF: 0.92 * 655.957 } as const satisfies Record<
  TCurrency,
  number
>
