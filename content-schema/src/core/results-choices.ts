/**
 * The flight results' sorts and filters: a module of their own, re-exported by enums.ts, so /flights
 * carries these lists and not all of core's (issue 41: ≤ 75 KB).
 */

export const FLIGHT_SORTS = ['price', 'duration', 'stops'] as const
export type TFlightSort = (typeof FLIGHT_SORTS)[number]

export const STOP_FILTERS = ['any', 'nonstop', 'oneStopMax'] as const
export type TStopFilter = (typeof STOP_FILTERS)[number]

export const TIME_WINDOWS = ['any', 'morning', 'afternoon', 'evening'] as const
export type TTimeWindow = (typeof TIME_WINDOWS)[number]
