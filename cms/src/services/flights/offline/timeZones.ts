import { wallClockAt } from '@nexovia/content-schema'

/** IANA time zone of each airport of the CMS, so that departure and arrival show local time. */
// biome-ignore format: grouped by zone
const AIRPORT_TIME_ZONES: Readonly<Record<string, string>> = {
  BOS: 'America/New_York', JFK: 'America/New_York', EWR: 'America/New_York', IAD: 'America/New_York',
  ATL: 'America/New_York', BDL: 'America/New_York', ALB: 'America/New_York', PHL: 'America/New_York',
  BWI: 'America/New_York', CLT: 'America/New_York', MIA: 'America/New_York',
  ORD: 'America/Chicago', IAH: 'America/Chicago', DFW: 'America/Chicago',
  LAX: 'America/Los_Angeles', SFO: 'America/Los_Angeles',
  YYZ: 'America/Toronto', YUL: 'America/Toronto', YVR: 'America/Vancouver',
  ABJ: 'Africa/Abidjan', ACC: 'Africa/Accra', DSS: 'Africa/Dakar', LOS: 'Africa/Lagos', ABV: 'Africa/Lagos',
  BKO: 'Africa/Bamako', OUA: 'Africa/Ouagadougou', LFW: 'Africa/Lome', COO: 'Africa/Porto-Novo',
  CKY: 'Africa/Conakry', FNA: 'Africa/Freetown', ROB: 'Africa/Monrovia', NIM: 'Africa/Niamey', BJL: 'Africa/Banjul',
  CDG: 'Europe/Paris', LHR: 'Europe/London', AMS: 'Europe/Amsterdam', FRA: 'Europe/Berlin',
  BRU: 'Europe/Brussels', MAD: 'Europe/Madrid', FCO: 'Europe/Rome', IST: 'Europe/Istanbul',
  LIS: 'Europe/Lisbon', CMN: 'Africa/Casablanca', ADD: 'Africa/Addis_Ababa', TBS: 'Asia/Tbilisi',
}

/** The IANA time zone of an airport of the CMS, if known. */
export const airportTimeZone = (code: string): string | undefined => AIRPORT_TIME_ZONES[code]

type Place = { code: string; lng: number }

/**
 * Offsets already read, by zone and quarter hour: Intl's formatToParts was the engine's costliest
 * step (a search asks for a few hundred offsets). Every offset change of the tz database falls on
 * a quarter hour, so one reading holds for its whole quarter hour. Bounded: cleared when full.
 */
const QUARTER_HOUR_MS = 15 * 60_000
const OFFSETS_MAX = 50_000
const offsets = new Map<string, number>()

/** Minutes east of UTC at an instant; an airport without a known zone falls back to its longitude. */
function offsetMinutes(place: Place, instant: number): number {
  const timeZone = AIRPORT_TIME_ZONES[place.code]
  if (!timeZone) return Math.round(place.lng / 15) * 60
  const key = `${timeZone}|${Math.floor(instant / QUARTER_HOUR_MS)}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const offset = readOffsetMinutes(timeZone, instant)
  if (offsets.size >= OFFSETS_MAX) offsets.clear()
  offsets.set(key, offset)
  return offset
}

function readOffsetMinutes(timeZone: string, instant: number): number {
  const wall = wallClockAt(instant, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/** The instant (ms) of a local wall-clock time at an airport: date "YYYY-MM-DD" plus minutes after midnight. */
export function localToInstant(place: Place, date: string, minutesAfterMidnight: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutesAfterMidnight * 60_000
  const first = wall - offsetMinutes(place, wall) * 60_000
  return wall - offsetMinutes(place, first) * 60_000
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0')

/** An instant as ISO 8601 in the airport's local time with its offset, e.g. "2026-03-10T18:30:00-04:00". */
export function toLocalIso(place: Place, instant: number): string {
  const offset = offsetMinutes(place, instant)
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}
