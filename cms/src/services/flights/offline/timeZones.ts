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

/**
 * A zone for an airport the table does not know, from the offset an engine wrote its time with: a
 * whole-hour offset is an Etc/GMT zone (whose sign IANA inverts), anything else UTC.
 */
export function zoneOfOffset(isoDateTime: string): string {
  const [, sign, hours, minutes] = /([+-])(\d{2}):(\d{2})$/.exec(isoDateTime) ?? []
  if (minutes !== '00' || Number(hours) === 0) return 'UTC'
  return `Etc/GMT${sign === '+' ? '-' : '+'}${Number(hours)}`
}

/** The IANA time zone of an airport of the CMS, if known. */
export const airportTimeZone = (code: string): string | undefined => AIRPORT_TIME_ZONES[code]

type Place = { code: string; lng: number }

const DAY_MS = 86_400_000
const QUARTER_HOUR_MS = 15 * 60_000
const OFFSETS_MAX = 50_000

/** A number per zone, so that the caches below are keyed by numbers, not by strings built per call. */
const ZONE_NUMBERS = new Map(Object.values(AIRPORT_TIME_ZONES).map((zone, index) => [zone, index]))
const ZONE_OF_AIRPORT = new Map(Object.entries(AIRPORT_TIME_ZONES))

/**
 * Offsets already read. Intl's formatToParts is the engine's costliest step, and a search asks for a
 * few hundred offsets: so one reading per zone and UTC day holds for the whole day when the offset is
 * the same at its start and at the next day's (no zone changes its clocks twice within 24 hours);
 * a day with a change is read per quarter hour (every offset change of the tz database falls on one).
 * Bounded: cleared when full.
 */
const dayOffsets = new Map<number, number>()
const quarterOffsets = new Map<number, number>()
const CHANGES_THAT_DAY = Number.NaN

function remember(cache: Map<number, number>, key: number, offset: number): number {
  if (cache.size >= OFFSETS_MAX) cache.clear()
  cache.set(key, offset)
  return offset
}

function zoneOffsetMinutes(timeZone: string, zone: number, instant: number): number {
  const day = Math.floor(instant / DAY_MS)
  const dayKey = zone * 1_000_000 + day
  let offset = dayOffsets.get(dayKey)
  if (offset === undefined) {
    const atStart = readOffsetMinutes(timeZone, day * DAY_MS)
    const atEnd = readOffsetMinutes(timeZone, (day + 1) * DAY_MS)
    offset = remember(dayOffsets, dayKey, atStart === atEnd ? atStart : CHANGES_THAT_DAY)
  }
  if (!Number.isNaN(offset)) return offset
  const quarter = Math.floor(instant / QUARTER_HOUR_MS)
  const quarterKey = zone * 100_000_000 + quarter
  return (
    quarterOffsets.get(quarterKey) ??
    remember(quarterOffsets, quarterKey, readOffsetMinutes(timeZone, instant))
  )
}

/** Minutes east of UTC at an instant; an airport without a known zone falls back to its longitude. */
function offsetMinutes(place: Place, instant: number): number {
  const timeZone = ZONE_OF_AIRPORT.get(place.code)
  if (!timeZone) return Math.round(place.lng / 15) * 60
  return zoneOffsetMinutes(timeZone, ZONE_NUMBERS.get(timeZone)!, instant)
}

function readOffsetMinutes(timeZone: string, instant: number): number {
  const wall = wallClockAt(instant, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/** The instant (ms) a wall-clock time at an airport names, the wall clock given as if it were UTC (ms). */
export function wallToInstant(place: Place, wall: number): number {
  const first = wall - offsetMinutes(place, wall) * 60_000
  return wall - offsetMinutes(place, first) * 60_000
}

/** The instant (ms) of a local wall-clock time at an airport: date "YYYY-MM-DD" plus minutes after midnight. */
export function localToInstant(place: Place, date: string, minutesAfterMidnight: number): number {
  return wallToInstant(place, Date.parse(`${date}T00:00:00Z`) + minutesAfterMidnight * 60_000)
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0')

/** An instant as ISO 8601 in the airport's local time with its offset, e.g. "2026-03-10T18:30:00-04:00". */
export function toLocalIso(place: Place, instant: number): string {
  const offset = offsetMinutes(place, instant)
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}
