import { stayProblem, type TStayProblem } from '@nexovia/content-schema/hotels/stay-bounds'
import type { HotelForm } from './searchRules'

// The hotel form's rules, apart from searchRules.ts: /flights, whose form uses those, carries none of
// the stay's limits (issue 41: ≤ 75 KB).

/** The hotel fields still missing: destination, check-in and check-out are required. */
export function missingHotelFields(form: HotelForm): string[] {
  return [
    ...(form.location.trim() ? [] : ['location']),
    ...(form.checkIn ? [] : ['checkIn']),
    ...(form.checkOut ? [] : ['checkOut']),
  ]
}

/** A complete stay the cms would refuse (in the past, over a year ahead, over 30 nights), on the form's fields. */
export function hotelStayProblem(
  form: HotelForm,
): { field: 'checkIn' | 'checkOut'; key: TStayProblem['key'] } | null {
  const problem = stayProblem(form.checkIn, form.checkOut)
  if (!problem) return null
  return { field: problem.field === 'check_in_date' ? 'checkIn' : 'checkOut', key: problem.key }
}

/** The hotel results query, with the field names the results page reads; rooms fall back to 1. */
export function hotelQuery(form: HotelForm): URLSearchParams {
  return new URLSearchParams({
    location: form.location.trim(),
    check_in_date: form.checkIn,
    check_out_date: form.checkOut,
    num_adults: String(form.adults),
    num_rooms: String(Math.max(form.rooms, 1)),
    num_children: String(form.children),
  })
}
