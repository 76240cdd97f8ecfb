/**
 * The search forms' closed lists: a module of their own, re-exported by enums.ts, so the search panel
 * on every page carries these two lists and not all of core's (issue 41: ≤ 75 KB).
 */

export const CABINS = ['economy', 'premium', 'business', 'first'] as const
export type TCabin = (typeof CABINS)[number]

export const TRIP_TYPES = ['oneWay', 'roundtrip', 'multiCity'] as const
export type TTripType = (typeof TRIP_TYPES)[number]
