const formatters = new Map<string, Intl.DateTimeFormat>()

const offsetFormatter = (timeZone: string) => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** "GMT-04:00" → "-04:00"; "GMT" → "+00:00". */
const offsetAt = (timeZone: string, instant: number): string => {
  const name = offsetFormatter(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  const offset = name?.replace('GMT', '') ?? ''
  return offset === '' ? '+00:00' : offset
}

/**
 * Duffel gives departure and arrival as local wall-clock times without an offset ("2026-03-10T18:30:00")
 * and the airport's IANA zone beside them; this adds the offset the wall-clock time had there.
 */
export function localIsoWithZone(localDateTime: string, timeZone: string | null | undefined): string {
  const wall = localDateTime.slice(0, 19)
  if (!timeZone) return `${wall}Z`
  const guess = Date.parse(`${wall}Z`)
  const firstOffset = offsetAt(timeZone, guess)
  const corrected = Date.parse(`${wall}${firstOffset}`)
  return `${wall}${offsetAt(timeZone, corrected)}`
}
