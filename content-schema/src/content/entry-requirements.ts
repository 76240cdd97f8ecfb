import { ECOWAS_COUNTRIES } from '../places/plain.ts'

/**
 * Entry requirements of a destination, per nationality group, as the guides carry them (cms) and
 * the flight results, the travellers step and the itinerary mail show them. No zod: pure rules.
 */
export const NATIONALITY_GROUPS = ['us', 'eu', 'ecowas', 'other'] as const
export type TNationalityGroup = (typeof NATIONALITY_GROUPS)[number]

export const VISA_KINDS = ['none', 'on_arrival', 'e_visa', 'embassy'] as const
export type TVisaKind = (typeof VISA_KINDS)[number]

export const YELLOW_FEVER_RULES = ['required', 'if_from_risk_country', 'not_required'] as const
export type TYellowFeverRule = (typeof YELLOW_FEVER_RULES)[number]

/** Entries not checked for this long are flagged to editors. */
export const ENTRY_REQUIREMENTS_STALE_DAYS = 90

export type TEntryRequirement = {
  group: TNationalityGroup
  visa: TVisaKind
  /** The official page to apply or read on (e-visa portal, embassy). */
  visaUrl?: string | null
  yellowFever: TYellowFeverRule
  /** In the reader's language ("6 months beyond your stay"). */
  passportValidity?: string | null
  notes?: string | null
  /** "YYYY-MM-DD" */
  lastChecked: string
  sourceUrl: string
}

// Schengen members that are not EU members, counted with the EU: the same rules apply to them.
const EU_AND_SCHENGEN = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
])
/** The group a nationality (ISO 3166 alpha-2) falls in. */
export function nationalityGroup(countryCode: string): TNationalityGroup {
  const code = countryCode.trim().toUpperCase()
  if (code === 'US') return 'us'
  if (EU_AND_SCHENGEN.has(code)) return 'eu'
  if (ECOWAS_COUNTRIES.has(code)) return 'ecowas'
  return 'other'
}

export type TRequirementsForTravellers = {
  /** One entry per group of the nationalities asked, in the order of NATIONALITY_GROUPS. */
  entries: (TEntryRequirement & { nationalities: string[] })[]
  /** Nationalities whose group has no entry for this destination: "check with the embassy". */
  unknown: string[]
}

/**
 * The requirements of a destination for some nationalities: each group once, naming who it applies
 * to. With no nationality at all, every group (the page shows them collapsed).
 */
export function requirementsFor(
  entries: readonly TEntryRequirement[],
  nationalities: readonly string[],
): TRequirementsForTravellers {
  const asked = [...new Set(nationalities.map((code) => code.trim().toUpperCase()).filter(Boolean))]
  if (asked.length === 0) {
    return { entries: sortByGroup(entries).map((entry) => ({ ...entry, nationalities: [] })), unknown: [] }
  }
  const byGroup = new Map(entries.map((entry) => [entry.group, entry]))
  const chosen = new Map<TNationalityGroup, string[]>()
  const unknown: string[] = []
  for (const code of asked) {
    const group = nationalityGroup(code)
    if (!byGroup.has(group)) unknown.push(code)
    else chosen.set(group, [...(chosen.get(group) ?? []), code])
  }
  return {
    entries: sortByGroup([...chosen.keys()].map((group) => byGroup.get(group)!)).map((entry) => ({
      ...entry,
      nationalities: chosen.get(entry.group) ?? [],
    })),
    unknown,
  }
}

const sortByGroup = <T extends { group: TNationalityGroup }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => NATIONALITY_GROUPS.indexOf(a.group) - NATIONALITY_GROUPS.indexOf(b.group))

/** Entries last checked more than 90 days before `now`. */
export const staleEntries = <T extends { lastChecked: string }>(entries: readonly T[], now: Date): T[] =>
  entries.filter(
    (entry) => now.getTime() - Date.parse(entry.lastChecked) > ENTRY_REQUIREMENTS_STALE_DAYS * 86_400_000,
  )

/** The guide whose entry requirements apply to a destination airport (the guides are per city). */
export const GUIDE_OF_AIRPORT: Readonly<Record<string, string>> = {
  ABJ: 'abidjan',
  ACC: 'accra',
  DSS: 'dakar',
  LOS: 'lagos',
  ABV: 'abuja',
  BKO: 'bamako',
  OUA: 'ouagadougou',
  LFW: 'lome',
  COO: 'cotonou',
  BOS: 'boston',
  JFK: 'new-york',
  EWR: 'new-york',
  CDG: 'paris-france',
  SJO: 'san-jose-costa-rica',
  CKY: 'conakry',
  FNA: 'freetown',
  ROB: 'monrovia',
  NIM: 'niamey',
  BJL: 'banjul',
  IAD: 'washington-dc',
  BWI: 'washington-dc',
  ATL: 'atlanta',
  ORD: 'chicago',
  MIA: 'miami',
  LAX: 'los-angeles',
  IAH: 'houston',
  DFW: 'dallas',
  BDL: 'hartford',
  ALB: 'albany',
  PHL: 'philadelphia',
  CLT: 'charlotte',
  SFO: 'san-francisco',
  LHR: 'london',
  AMS: 'amsterdam',
  FRA: 'frankfurt',
  BRU: 'brussels',
  MAD: 'madrid',
  FCO: 'rome',
  LIS: 'lisbon',
  IST: 'istanbul',
  YYZ: 'toronto',
  YUL: 'montreal',
  YVR: 'vancouver',
  CMN: 'casablanca',
  ADD: 'addis-ababa',
  TBS: 'tbilisi',
}
