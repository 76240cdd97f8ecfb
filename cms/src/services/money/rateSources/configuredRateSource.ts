import { flutterwaveClient } from '../../payments/providers/flutterwave/flutterwaveConfig'
import { ecbRateSource } from './ecbRateSource'
import { flutterwaveRateSource } from './flutterwaveRateSource'
import type { RateSource } from './rateSource'

/**
 * The rate source of this deployment: EXCHANGE_RATES_SOURCE `flutterwave` (the default when
 * FLUTTERWAVE_SECRET_KEY is set), `ecb` (the ECB reference and the BCEAO peg, ECB_RATES_URL; the
 * default otherwise: it needs no key), or `none`, which keeps the stored (seeded) table, said out of date
 * beside every conversion.
 */
export function configuredRateSource(): RateSource | undefined {
  const flutterwave = flutterwaveClient()
  const chosen = process.env.EXCHANGE_RATES_SOURCE || (flutterwave ? 'flutterwave' : 'ecb')
  if (chosen === 'flutterwave' && flutterwave) return flutterwaveRateSource(flutterwave)
  if (chosen === 'ecb') return ecbRateSource(process.env.ECB_RATES_URL || undefined)
  return undefined
}
