/** How many trailing characters of a passport number a masked one still shows (enough to match a document). */
const SHOWN = 3

/**
 * A passport number as the console first shows it: all but its last characters hidden, so a screen
 * seen over a shoulder or shared in a call does not give the whole number; staff reveal it on purpose.
 */
export function maskPassport(number: string): string {
  if (number.length <= SHOWN) return '•'.repeat(number.length)
  return `${'•'.repeat(number.length - SHOWN)}${number.slice(-SHOWN)}`
}
