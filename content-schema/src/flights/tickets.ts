/**
 * A flight booking's ticketing (issue 31): what the airline issued for a paid booking, kept in the
 * cms's `flight-tickets` collection, one per booking. The desk (offline engine, or any order that
 * needs a person) and the Duffel order flow both write it; the traveller reads its state.
 */

/**
 * waiting: paid, needs tickets; ordering: an airline order is being made; ticketed: PNR and
 * e-tickets issued; refused: the airline refused, the booking refunded; cancelled.
 */
export const FLIGHT_TICKET_STATES = ['waiting', 'ordering', 'ticketed', 'refused', 'cancelled'] as const
export type FlightTicketState = (typeof FLIGHT_TICKET_STATES)[number]

/** Who issues the tickets: staff at the ticketing desk, or a Duffel order. */
export const FLIGHT_TICKET_SOURCES = ['desk', 'duffel'] as const
export type FlightTicketSource = (typeof FLIGHT_TICKET_SOURCES)[number]

/** An airline booking reference (record locator): 6 letters or digits. */
export const PNR_PATTERN = /^[A-Z0-9]{6}$/
/** An e-ticket number: the airline's 3-digit ticketing prefix, then 10 digits. */
export const E_TICKET_PATTERN = /^\d{13}$/

/** Hours the traveller is told ticketing usually takes, when site settings name none. */
export const DEFAULT_TICKETING_HOURS = 24

/**
 * The airlines' numeric ticketing prefixes (IATA accounting codes): the first 3 digits of every
 * e-ticket the airline issues. The engine's carriers whose code was checked; ASKY (KP) and Air
 * Sénégal (HC) are left out until checked, so their tickets are held to the 13 digits alone.
 */
export const TICKETING_PREFIXES: Readonly<Record<string, string>> = {
  AA: '001', // American Airlines
  AC: '014', // Air Canada
  AF: '057', // Air France
  AT: '147', // Royal Air Maroc
  AZ: '055', // ITA Airways (Alitalia's code, kept)
  B6: '279', // JetBlue
  BA: '125', // British Airways
  DL: '006', // Delta Air Lines
  ET: '071', // Ethiopian Airlines
  HF: '483', // Air Côte d'Ivoire
  IB: '075', // Iberia
  KL: '074', // KLM
  LH: '220', // Lufthansa
  P4: '710', // Air Peace
  SN: '082', // Brussels Airlines
  TK: '235', // Turkish Airlines
  TP: '047', // TAP Air Portugal
  UA: '016', // United Airlines
  VS: '932', // Virgin Atlantic
}

/** What is wrong with an e-ticket number for the airline that issues it (its IATA code), or null. */
export function eTicketProblem(
  number: string,
  carrier: string,
): 'validation.eTicketInvalid' | 'validation.eTicketPrefix' | null {
  if (!E_TICKET_PATTERN.test(number)) return 'validation.eTicketInvalid'
  const prefix = TICKETING_PREFIXES[carrier]
  return prefix && !number.startsWith(prefix) ? 'validation.eTicketPrefix' : null
}

/** An entry as staff type it: spaces and dashes dropped (a ticket reads "006 2345678901"), upper case. */
export const normaliseTicketEntry = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase()
