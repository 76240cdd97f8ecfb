import type { FetchedRate, RateSource } from './rateSource'

/** The ECB's euro foreign exchange reference rates, published each working day around 16:00 CET. */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'

/** CFA francs per euro, fixed by the BCEAO since 1999. */
export const XOF_PER_EUR = 655.957

const TIMEOUT_MS = 10_000

/**
 * The ECB's reference rate of the dollar (`<Cube currency='USD' rate='1.0856'/>`: dollars per euro)
 * gives the euro per dollar, and the BCEAO peg the CFA franc; both dated by the ECB's own day. The
 * ECB publishes no cedi or naira: those stay as stored.
 */
export function ecbRateSource(url = ECB_DAILY_URL): RateSource {
  return {
    name: 'ecb',
    fetchRates: async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!response.ok) throw new Error(`The ECB answered ${response.status}`)
      const xml = await response.text()
      const day = /time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1]
      const usdPerEur = Number(/currency=['"]USD['"]\s+rate=['"]([\d.]+)['"]/.exec(xml)?.[1])
      if (!day || !(usdPerEur > 0)) throw new Error('The ECB answer holds no dated USD rate')
      const eurPerUsd = 1 / usdPerEur
      return [
        { currency: 'EUR', perUsd: eurPerUsd, setOn: day, source: 'ECB euro reference rate' },
        {
          currency: 'XOF',
          perUsd: eurPerUsd * XOF_PER_EUR,
          setOn: day,
          source: 'BCEAO peg (655.957 XOF per EUR) × ECB reference',
        },
      ] satisfies FetchedRate[]
    },
  }
}
