import { stayProblem } from '@nexovia/content-schema/hotels/stay-bounds'

/** A stay's dates as the hotel form holds them ("YYYY-MM-DD"). */
export type StayDates = { checkIn: string; checkOut: string }

/** Where the browser keeps the visitor's last hotel dates (only the dates: nothing personal). */
export const LAST_STAY_KEY = 'nexovia.lastStay'
/** A first stay suggested two weeks ahead, for three nights: time to plan, a usual city break. */
const DAYS_AHEAD = 14
const NIGHTS = 3

const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The dates a hotel search opened from a guide starts with: the visitor's last dates while the site
 * would still sell them (not past, within the bounds), else two weeks from today for three nights.
 */
export function suggestedStay(today: string, last: StayDates | null): StayDates {
  const todayAt = Date.parse(`${today}T12:00:00Z`)
  if (last && last.checkIn >= today && stayProblem(last.checkIn, last.checkOut, todayAt) === null) return last
  const checkIn = addDays(today, DAYS_AHEAD)
  return { checkIn, checkOut: addDays(checkIn, NIGHTS) }
}

/** The last dates kept in the browser, or null (none, unreadable, or storage refused). */
export function readLastStay(storage: Pick<Storage, 'getItem'> | undefined): StayDates | null {
  try {
    const kept = JSON.parse(storage?.getItem(LAST_STAY_KEY) ?? 'null') as Partial<StayDates> | null
    return typeof kept?.checkIn === 'string' && typeof kept.checkOut === 'string'
      ? { checkIn: kept.checkIn, checkOut: kept.checkOut }
      : null
  } catch {
    return null
  }
}

/** Keeps the dates of a hotel search for the next one (a storage that refuses is ignored). */
export function rememberStay(storage: Pick<Storage, 'setItem'> | undefined, stay: StayDates): void {
  try {
    storage?.setItem(LAST_STAY_KEY, JSON.stringify({ checkIn: stay.checkIn, checkOut: stay.checkOut }))
  } catch {
    // Private modes may refuse storage: the next search starts from the suggested dates.
  }
}
