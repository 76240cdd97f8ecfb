import { z } from 'zod'
import { ZUser } from '../accounts/index.ts'
import { ZBookingStatus, ZBookingType, ZCurrency } from '../core/enum-schemas.ts'
import { documentBase, relation, ZIsoDateTime, ZMinorAmount } from '../core/primitives.ts'
import { ZPackage } from './package.ts'

export const ZBooking = z.object({
  ...documentBase,
  /** Set when the payment is confirmed; a booking still awaiting payment has none. */
  reference: z.string().nullish(),
  user: relation(ZUser).nullish(),
  email: z.string(),
  type: ZBookingType,
  destination: z.string(),
  status: ZBookingStatus,
  departureDate: ZIsoDateTime.nullish(),
  amount: ZMinorAmount,
  currency: ZCurrency,
  package: relation(ZPackage).nullish(),
  passengers: z.number().int().nullish(),
  nights: z.number().int().nullish(),
  rooms: z.number().int().nullish(),
  checkoutSessionId: z.string().nullish(),
  paidAt: ZIsoDateTime.nullish(),
})
export type TBooking = z.infer<typeof ZBooking>

/**
 * A taxi booking's ride as its traveller sees it: its status, the name on the driver's sign, the
 * flight it follows and, once assigned, the driver with the ways to reach them.
 */
export const ZRideForTraveller = z.object({
  status: z.string(),
  meeting_name: z.string().nullish(),
  flight_number: z.string().nullish(),
  driver: z
    .object({
      name: z.string(),
      license_plate: z.string(),
      phone: z.string().nullish(),
      whatsapp_url: z.string().nullish(),
      photo_url: z.string().nullish(),
    })
    .nullable(),
})

/** A paid booking that was cancelled: the amount given back (minor units). */
export const ZRefundForTraveller = z.object({ amount: z.number().int(), currency: ZCurrency })
