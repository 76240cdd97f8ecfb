import { DEFAULT_RATE_MAX_AGE_DAYS } from '@nexovia/content-schema'

/** EXCHANGE_RATE_MAX_AGE_DAYS (default 7): past this age a rate is said out of date and converts no mobile-money charge. */
export function rateMaxAgeDays(): number {
  const configured = Number(process.env.EXCHANGE_RATE_MAX_AGE_DAYS)
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_RATE_MAX_AGE_DAYS
}
