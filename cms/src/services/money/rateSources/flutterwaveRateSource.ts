import type { TCurrency } from '@nexovia/content-schema'
import type { FlutterwaveClient } from '../../payments/providers/flutterwave/flutterwaveClient'
import type { FetchedRate, RateSource } from './rateSource'

/** The currencies the money moves in through Flutterwave, and the euro of card charges. */
const FLUTTERWAVE_CURRENCIES: readonly TCurrency[] = ['XOF', 'GHS', 'NGN', 'EUR']

/** How many dollars each quote is for: large enough that rounding of the answer does not matter. */
const QUOTED_USD = 1000

/**
 * Flutterwave's own transfer rates (GET /v3/transfers/rates), the rates its mobile money settles at:
 * the price in each currency of 1,000 US dollars. A currency it does not quote is left out (the stored
 * rate stays); none at all is an error.
 */
export function flutterwaveRateSource(client: FlutterwaveClient): RateSource {
  return {
    name: 'flutterwave',
    currencies: FLUTTERWAVE_CURRENCIES,
    fetchRates: async (now) => {
      const quotes = await Promise.all(
        FLUTTERWAVE_CURRENCIES.map(async (currency): Promise<FetchedRate | null> => {
          const answer = await client.rate({ source: currency, destination: 'USD', amount: QUOTED_USD })
          const source = answer.data?.source
          const destination = answer.data?.destination
          if (answer.status !== 'success' || !source || !destination || destination.amount <= 0) return null
          const perUsd = source.amount / destination.amount
          if (!Number.isFinite(perUsd) || perUsd <= 0) return null
          return {
            currency,
            perUsd,
            setOn: now.toISOString().slice(0, 10),
            source: 'Flutterwave transfer rate',
          }
        }),
      )
      const rates = quotes.filter((quote): quote is FetchedRate => quote !== null)
      if (rates.length === 0) throw new Error('Flutterwave quoted no rate')
      return rates
    },
  }
}
