import type { TCurrency } from '@nexovia/content-schema/core'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
import { durationParts } from './itineraryRules'

export const formatDuration = (
  t: (key: 'flights.duration', params: Record<string, number>) => string,
  minutes: number,
): string => t('flights.duration', durationParts(minutes))

/** How a results page shows prices: the visitor's currency and rates, and the route's West African currency. */
export type FlightMoney = TMoneyView & { destination?: TCurrency }
