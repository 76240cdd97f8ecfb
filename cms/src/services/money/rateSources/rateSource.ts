import type { TCurrency } from '@nexovia/content-schema'

/** One currency's rate as a source gave it: units per US dollar, the day it is of, where it is from. */
export type FetchedRate = { currency: TCurrency; perUsd: number; setOn: string; source: string }

/** Where the day's rates come from (Flutterwave's transfer rates, or the ECB reference with the BCEAO peg). */
export interface RateSource {
  readonly name: 'flutterwave' | 'ecb'
  /** The currencies it quotes: the others keep their stored rows. */
  readonly currencies: readonly TCurrency[]
  /** The rates of the day; throws when the source cannot answer (the stored table then stays). */
  fetchRates(now: Date): Promise<FetchedRate[]>
}
