/** The airlines the offline engine flies, by IATA code. */
export const CARRIERS = {
  AA: 'American Airlines',
  AC: 'Air Canada',
  AF: 'Air France',
  AT: 'Royal Air Maroc',
  AZ: 'ITA Airways',
  B6: 'JetBlue',
  BA: 'British Airways',
  DL: 'Delta Air Lines',
  ET: 'Ethiopian Airlines',
  HC: 'Air Sénégal',
  HF: "Air Côte d'Ivoire",
  IB: 'Iberia',
  KL: 'KLM Royal Dutch Airlines',
  KP: 'ASKY Airlines',
  LH: 'Lufthansa',
  P4: 'Air Peace',
  SN: 'Brussels Airlines',
  TK: 'Turkish Airlines',
  TP: 'TAP Air Portugal',
  UA: 'United Airlines',
  VS: 'Virgin Atlantic',
} as const

export type CarrierCode = keyof typeof CARRIERS

/**
 * Carriers that sell connections on one ticket: the three alliances (members as listed on
 * skyteam.com, staralliance.com and oneworld.com) and two partnerships. A connection is built only
 * when every flight of it belongs to one group, as a travel agent would sell it.
 */
export const TICKETING_GROUPS: readonly (readonly CarrierCode[])[] = [
  ['AF', 'KL', 'DL'], // SkyTeam
  ['UA', 'LH', 'SN', 'TK', 'TP', 'ET', 'AC'], // Star Alliance
  ['BA', 'AA', 'IB', 'AT'], // oneworld (Royal Air Maroc joined in 2020)
  ['ET', 'KP'], // ASKY is part-owned by Ethiopian, which feeds its network at Lomé
  ['AF', 'HF'], // Air France and Air Côte d'Ivoire codeshare between Paris and Abidjan
  ['VS', 'DL'], // Virgin Atlantic's transatlantic joint venture with Delta
]

/** True when every carrier of a connection can be sold on one ticket. */
export function isSellableTogether(carriers: readonly CarrierCode[]): boolean {
  const distinct = [...new Set(carriers)]
  if (distinct.length === 1) return true
  return TICKETING_GROUPS.some((group) => distinct.every((carrier) => group.includes(carrier)))
}
