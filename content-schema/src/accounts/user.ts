import { z } from 'zod'
import { ZAuthType, ZCurrency } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { documentBase, ZMinorAmount } from '../core/primitives.ts'

/** A traveller account as its owner (and admins) see it; auth secrets never leave the cms. */
export const ZUser = z.object({
  ...documentBase,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullish(),
  country: z.string().nullish(),
  preferredDestination: z.string().nullish(),
  picture: z.string().nullish(),
  authType: ZAuthType,
  locale: ZLocale,
  travelSavingsBalance: ZMinorAmount,
  travelSavingsCurrency: ZCurrency,
})
export type TUser = z.infer<typeof ZUser>

/** The account page's Travel Savings panel. */
export const ZTravelSavings = z.object({ balance: ZMinorAmount, currency: ZCurrency })
export type TTravelSavings = z.infer<typeof ZTravelSavings>
