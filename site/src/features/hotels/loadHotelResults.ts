import { isUiKey, type Locale, type UiKey } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { type THotelResult, ZHotelSearchResponse } from '@nexovia/content-schema/hotels/search'
import type { AstroGlobal } from 'astro'
import { CmsUnavailableError, parseAnswer, postJsonAsVisitor } from '../../lib/cms'
import { isRecord } from '../../lib/isRecord'
import type { HotelStay } from './hotelSearchParams'

export type HotelResultsLoad =
  | { kind: 'results'; hotels: THotelResult[] }
  /** The search truly failed (cms down or broken answer): the page says so instead of inventing hotels. */
  | { kind: 'unavailable' }
  /** The cms refused the query (e.g. check-out before check-in, too many searches): the reason, in the page's language. */
  | { kind: 'refused'; message: UiKey }

/** The first field error of a 400 answer, as a UI key. */
function refusal(status: number, body: unknown): UiKey {
  if (status === 429) return 'errors.tooManyRequests'
  const fieldErrors = isRecord(body) && isRecord(body.fieldErrors) ? body.fieldErrors : {}
  const first = Object.values(fieldErrors).find(isUiKey)
  return first ?? 'errors.invalidInput'
}

/**
 * Every hotel of the inventory for the stay, unfiltered: the page's panel filters and sorts them in
 * the browser without asking again. Asked on the visitor's behalf so the cms rate-limits the visitor.
 */
export async function loadHotelResults(
  astro: Pick<AstroGlobal, 'clientAddress'>,
  stay: HotelStay,
  locale: Locale,
): Promise<HotelResultsLoad> {
  try {
    const answer = await postJsonAsVisitor(astro, API.searchHotels.path, {
      location: stay.location,
      check_in_date: stay.checkIn,
      check_out_date: stay.checkOut,
      num_adults: stay.adults,
      num_children: stay.children,
      num_rooms: stay.rooms,
      locale,
    })
    if (answer.status !== 200) return { kind: 'refused', message: refusal(answer.status, answer.body) }
    const { data } = parseAnswer(ZHotelSearchResponse, answer.body, 'hotel search')
    return { kind: 'results', hotels: data.suggested_hotels }
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[cms] ${error.message}`)
    return { kind: 'unavailable' }
  }
}
