import type { UiKey } from '@nexovia/content-schema'

/** The strings the facts read: listed once for the islands that carry them (flightMessages.ts). */
export const ENTRY_FACT_KEYS = [
  'entry.visa',
  'entry.visa.none',
  'entry.visa.on_arrival',
  'entry.visa.e_visa',
  'entry.visa.embassy',
  'entry.visaLink',
  'entry.yellowFever',
  'entry.yellowFever.required',
  'entry.yellowFever.if_from_risk_country',
  'entry.yellowFever.not_required',
  'entry.passport',
  'entry.checked',
  'entry.source',
] as const satisfies readonly UiKey[]
