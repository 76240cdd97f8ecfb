import type { FetchedRate, RateSource } from './rateSource'

/** The ECB's euro foreign exchange reference rates, published each working day around 16:00 CET. */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'

/** CFA francs per euro, fixed by the BCEAO since 1999. */
export const XOF_PER_EUR = 655.957

const TIMEOUT_MS = 10_000

/**
 * The day and the dollar of the ECB's daily file: `<Cube time='2025-11-20'>` holding
 * `<Cube currency='USD' rate='1.1523'/>` (dollars per euro; every rate in the file is per euro).
 * Throws when either is missing, so that a changed or truncated file never writes a rate.
 */
export function parseEcbDaily(xml: string): { day: string; usdPerEur: number } {
  const day = /time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1]
  const usdPerEur = Number(/currency=['"]USD['"]\s+rate=['"]([\d.]+)['"]/.exec(xml)?.[1])
  if (!day || !(usdPerEur > 0)) throw new Error('The ECB answer holds no dated USD rate')
  return { day, usdPerEur }
}

/**
 * The per-dollar rows of the project's table from the ECB's per-euro file: the euro from the dollar's
 * reference rate, the CFA franc from the BCEAO peg; both dated by the ECB's own day. The ECB publishes
 * no cedi or naira: those keep their stored rows (seeded, or from another source).
 */
export function ecbRatesPerUsd(xml: string): FetchedRate[] {
  const { day, usdPerEur } = parseEcbDaily(xml)
  const eurPerUsd = 1 / usdPerEur
  return [
    { currency: 'EUR', perUsd: eurPerUsd, setOn: day, source: 'ECB euro reference rate' },
    {
      currency: 'XOF',
      perUsd: eurPerUsd * XOF_PER_EUR,
      setOn: day,
      source: 'BCEAO peg (655.957 XOF per EUR) × ECB reference',
    },
  ]
}

/** The ECB's daily file (no key needed), read from `url` (ECB_RATES_URL in tests). */
export function ecbRateSource(url = ECB_DAILY_URL): RateSource {
  return {
    name: 'ecb',
    currencies: ['EUR', 'XOF'],
    fetchRates: async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!response.ok) throw new Error(`The ECB answered ${response.status}`)
      return ecbRatesPerUsd(await response.text())
    },
  }
}
