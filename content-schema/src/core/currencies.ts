/**
 * The currency lists: a module of their own, re-exported by enums.ts, so a page that checks a currency
 * (currency-rules) carries these two lists and not all of core's (issue 41: ≤ 75 KB).
 */

/** Every currency the site knows: prices, charges and equivalents (NGN is shown, never charged). */
export const CURRENCIES = ['USD', 'EUR', 'XOF', 'GHS', 'NGN'] as const
export type TCurrency = (typeof CURRENCIES)[number]

/** The currencies a visitor may choose to see prices in (the header's currency control). */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'XOF', 'GHS'] as const
export type TDisplayCurrency = (typeof DISPLAY_CURRENCIES)[number]
