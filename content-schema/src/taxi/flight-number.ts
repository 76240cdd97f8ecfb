/**
 * Arriving flight numbers as travellers type them: an IATA airline designator (two characters,
 * letters or a digit and a letter: "AF", "ET", "3U") and 1 to 4 digits, with or without a space or a
 * hyphen ("AF 702", "ET509", "kq-0512"). No zod here: the taxi island imports it.
 */
const FLIGHT_NUMBER = /^([A-Z][A-Z0-9]|[0-9][A-Z])[\s-]?(\d{1,4})$/

export type TFlightNumber = { carrier: string; number: string /** "AF702" */; code: string }

/** The parts of a flight number, or null when it is not one. */
export function parseFlightNumber(text: string): TFlightNumber | null {
  const match = FLIGHT_NUMBER.exec(text.trim().toUpperCase())
  if (!match) return null
  const [, carrier = '', number = ''] = match
  return { carrier, number, code: `${carrier}${number}` }
}

/** A flight number as the product writes it ("AF 702"), or null when it is not one. */
export function formatFlightNumber(text: string): string | null {
  const parsed = parseFlightNumber(text)
  return parsed ? `${parsed.carrier} ${parsed.number}` : null
}
