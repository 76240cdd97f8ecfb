import type { TCabin, TFareCondition, TFareFacts } from '@nexovia/content-schema'
import type { CarrierCode } from './carriers'

/**
 * Baggage allowance and fare conditions per carrier and cabin, per passenger, for the fare the
 * offline engine sells: each cabin's standard brand (not basic/light, not flex) on a long-haul
 * trip to or from the United States. Each carrier's line names the page its facts come from; a
 * fact we could not confirm there says "to be checked". Airlines change these often: check the
 * page before relying on a figure.
 */
const facts = (
  cabinBags: number,
  cabinBagKg: number | null,
  checkedBags: number,
  checkedBagKg: number,
  change: TFareCondition,
  refund: TFareCondition,
): TFareFacts => ({
  cabin_bags: cabinBags,
  cabin_bag_kg: cabinBagKg,
  checked_bags: checkedBags,
  checked_bag_kg: checkedBagKg,
  change,
  refund,
})

type CabinFacts = { economy: TFareFacts; business: TFareFacts; premium?: TFareFacts; first?: TFareFacts }

// biome-ignore format: one cabin per line reads as a table
export const FARE_FACTS: Readonly<Record<CarrierCode, CabinFacts>> = {
  // https://www.aa.com/i18n/travel-info/baggage/baggage.jsp (carry-on: size only, no weight limit)
  AA: {
    economy: facts(1, null, 1, 23, 'free', 'not_allowed'),
    premium: facts(1, null, 2, 23, 'free', 'not_allowed'),
    business: facts(1, null, 2, 32, 'free', 'fee'), // refund: to be checked
    first: facts(1, null, 3, 32, 'free', 'fee'), // refund: to be checked
  },
  // https://www.aircanada.com/us/en/aco/home/plan/baggage.html (change/refund: to be checked)
  AC: {
    economy: facts(1, null, 1, 23, 'fee', 'not_allowed'),
    premium: facts(1, null, 2, 23, 'fee', 'fee'),
    business: facts(1, null, 2, 32, 'free', 'fee'),
  },
  // https://wwws.airfrance.us/information/bagages (cabin weight is bag + accessory together)
  AF: {
    economy: facts(1, 12, 1, 23, 'fee', 'fee'),
    premium: facts(1, 18, 2, 23, 'fee', 'fee'),
    business: facts(1, 18, 2, 32, 'free', 'fee'),
    first: facts(1, 18, 3, 32, 'free', 'free'), // La Première conditions: to be checked
  },
  // https://www.royalairmaroc.com/us-en/baggage (to be checked: allowance to North America)
  AT: {
    economy: facts(1, 10, 2, 23, 'fee', 'fee'),
    business: facts(1, 10, 2, 32, 'fee', 'fee'),
  },
  // https://www.ita-airways.com/en_us/fly-ita/baggage.html (change/refund: to be checked)
  AZ: {
    economy: facts(1, 8, 1, 23, 'fee', 'not_allowed'),
    premium: facts(1, 8, 2, 23, 'fee', 'fee'),
    business: facts(1, 8, 2, 32, 'free', 'fee'),
  },
  // https://www.jetblue.com/help/baggage (transatlantic Blue: no free checked bag; Mint: to be checked)
  B6: {
    economy: facts(1, null, 0, 23, 'free', 'not_allowed'),
    business: facts(1, null, 2, 32, 'free', 'not_allowed'),
  },
  // https://www.britishairways.com/en-us/information/baggage-essentials (cabin bag 23 kg)
  BA: {
    economy: facts(1, 23, 1, 23, 'fee', 'not_allowed'),
    premium: facts(1, 23, 2, 23, 'fee', 'not_allowed'),
    business: facts(1, 23, 2, 32, 'fee', 'fee'),
    first: facts(1, 23, 3, 32, 'fee', 'fee'),
  },
  // https://www.delta.com/us/en/baggage/overview (no change fee outside Basic Economy; refunds as eCredit)
  DL: {
    economy: facts(1, null, 1, 23, 'free', 'not_allowed'),
    premium: facts(1, null, 2, 23, 'free', 'not_allowed'),
    business: facts(1, null, 2, 32, 'free', 'not_allowed'),
  },
  // https://www.ethiopianairlines.com/aa/information/baggage-information (Americas: two pieces)
  ET: {
    economy: facts(1, 7, 2, 23, 'fee', 'fee'),
    business: facts(2, 7, 2, 32, 'fee', 'fee'),
  },
  // https://www.flyairsenegal.com (baggage page: to be checked)
  HC: {
    economy: facts(1, 8, 2, 23, 'fee', 'fee'),
    business: facts(1, 12, 2, 32, 'fee', 'fee'),
  },
  // https://www.aircotedivoire.com (baggage page: to be checked)
  HF: {
    economy: facts(1, 8, 1, 23, 'fee', 'fee'),
    business: facts(1, 12, 2, 32, 'fee', 'fee'),
  },
  // https://www.iberia.com/us/luggage/ (cabin weight and business allowance: to be checked)
  IB: {
    economy: facts(1, 10, 1, 23, 'fee', 'not_allowed'),
    premium: facts(1, 10, 2, 23, 'fee', 'fee'),
    business: facts(1, 14, 2, 32, 'free', 'fee'),
  },
  // https://www.klm.us/information/baggage (cabin weight is bag + accessory together)
  KL: {
    economy: facts(1, 12, 1, 23, 'fee', 'fee'),
    premium: facts(1, 18, 2, 23, 'fee', 'fee'),
    business: facts(1, 18, 2, 32, 'free', 'fee'),
  },
  // https://www.flyasky.com (baggage page: to be checked)
  KP: {
    economy: facts(1, 7, 2, 23, 'fee', 'fee'),
    business: facts(1, 12, 2, 32, 'fee', 'fee'),
  },
  // https://www.lufthansa.com/us/en/baggage-overview (business and first: two cabin bags)
  LH: {
    economy: facts(1, 8, 1, 23, 'fee', 'not_allowed'),
    premium: facts(1, 8, 2, 23, 'fee', 'fee'),
    business: facts(2, 8, 2, 32, 'free', 'fee'),
    first: facts(2, 8, 3, 32, 'free', 'free'),
  },
  // https://flyairpeace.com (baggage page: to be checked)
  P4: {
    economy: facts(1, 7, 2, 23, 'fee', 'fee'),
    business: facts(1, 12, 2, 32, 'fee', 'fee'),
  },
  // https://www.brusselsairlines.com/en-us/practical-information/baggage (Africa: to be checked)
  SN: {
    economy: facts(1, 8, 1, 23, 'fee', 'not_allowed'),
    premium: facts(1, 8, 2, 23, 'fee', 'fee'),
    business: facts(2, 8, 2, 32, 'free', 'fee'),
  },
  // https://www.turkishairlines.com/en-us/any-questions/baggage/ (to and from the US: two pieces)
  TK: {
    economy: facts(1, 8, 2, 23, 'fee', 'fee'),
    business: facts(2, 8, 2, 32, 'free', 'fee'),
  },
  // https://www.flytap.com/en-us/baggage (business cabin allowance: to be checked)
  TP: {
    economy: facts(1, 8, 1, 23, 'fee', 'not_allowed'),
    business: facts(2, 8, 2, 32, 'free', 'fee'),
  },
  // https://www.united.com/en/us/fly/baggage.html (carry-on: size only; no change fee outside Basic)
  UA: {
    economy: facts(1, null, 1, 23, 'free', 'not_allowed'),
    premium: facts(1, null, 2, 23, 'free', 'not_allowed'),
    business: facts(1, null, 2, 32, 'free', 'not_allowed'),
  },
  // https://www.virginatlantic.com/us/en/travel-information/baggage (Upper Class cabin: to be checked)
  VS: {
    economy: facts(1, 10, 1, 23, 'fee', 'not_allowed'),
    premium: facts(1, 10, 2, 23, 'fee', 'fee'),
    business: facts(2, 12, 2, 32, 'fee', 'fee'),
  },
}

/**
 * The facts of a cabin on a carrier. The engine sells every cabin on every carrier; where the
 * airline has no such cabin, the nearest one below applies, never a more generous allowance.
 */
export function fareFactsOf(carrier: CarrierCode, cabin: TCabin): TFareFacts {
  const table = FARE_FACTS[carrier]
  if (cabin === 'first') return table.first ?? table.business
  if (cabin === 'premium') return table.premium ?? table.economy
  return table[cabin]
}

/**
 * An itinerary's facts: those of its first flight's airline, which issues the ticket. The US DOT
 * rule for trips to or from the United States applies the first marketing carrier's baggage rules
 * to the whole journey, and a change or refund follows the ticketing airline's fare rules.
 */
export const itineraryFareFacts = (carriers: readonly CarrierCode[], cabin: TCabin): TFareFacts =>
  fareFactsOf(carriers[0]!, cabin)
