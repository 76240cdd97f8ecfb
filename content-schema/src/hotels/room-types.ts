import { stayPrice, type TSeasonRate, type TStayPrice } from './rules.ts'

/** A room type of a hotel as the pricing and the party check need it. */
export type TRoomTypeTerms = {
  readonly pricePerNight: number
  readonly seasonalRates?: readonly TSeasonRate[] | null
  readonly maxAdults: number
  readonly maxChildren?: number | null
}

/** A rate plan of a room type: its price against the room type's (e.g. -10 % non-refundable). */
export type TRatePlanTerms = {
  readonly priceAdjustmentPercent?: number | null
  readonly isRefundable?: boolean | null
  readonly freeCancellationHours?: number | null
}

/** Bounds an editor's adjustment may take, so a typo cannot give rooms away or triple them. */
export const RATE_ADJUSTMENT_BOUNDS = { min: -50, max: 50 } as const

/** The "2 left" badge shows when this many rooms or fewer are left. */
export const FEW_ROOMS_LEFT = 3

const adjusted = (amount: number, percent: number) => Math.round((amount * (100 + percent)) / 100)

/**
 * What a stay costs in one rate plan of one room type: each night at the room type's season rate,
 * moved by the plan's adjustment, less the hotel's standing discount.
 */
export function ratePlanStayPrice(
  roomType: Pick<TRoomTypeTerms, 'pricePerNight' | 'seasonalRates'>,
  plan: TRatePlanTerms,
  stay: { checkIn: string; checkOut: string; rooms: number; discountPercent?: number | null },
): TStayPrice {
  const percent = Math.max(
    RATE_ADJUSTMENT_BOUNDS.min,
    Math.min(RATE_ADJUSTMENT_BOUNDS.max, plan.priceAdjustmentPercent ?? 0),
  )
  return stayPrice(
    {
      pricePerNight: adjusted(roomType.pricePerNight, percent),
      seasonalRates: roomType.seasonalRates?.map((season) => ({
        ...season,
        pricePerNight: adjusted(season.pricePerNight, percent),
      })),
      discountPercent: stay.discountPercent,
    },
    stay,
  )
}

/** Whether `rooms` rooms of this type sleep the party (children may also take an adult's place). */
export function fitsParty(
  roomType: Pick<TRoomTypeTerms, 'maxAdults' | 'maxChildren'>,
  party: { adults: number; children?: number; rooms: number },
): boolean {
  const adults = roomType.maxAdults * party.rooms
  const everyone = (roomType.maxAdults + (roomType.maxChildren ?? 0)) * party.rooms
  return party.adults <= adults && party.adults + (party.children ?? 0) <= everyone
}

const HOUR_MS = 3_600_000

/** The last moment a refundable plan may be cancelled for a full refund: N hours before check-in day (00:00 UTC). */
export function ratePlanCancellationDeadline(plan: TRatePlanTerms, checkIn: string): Date | null {
  if (!plan.isRefundable) return null
  return new Date(Date.parse(`${checkIn}T00:00:00Z`) - (plan.freeCancellationHours ?? 48) * HOUR_MS)
}
