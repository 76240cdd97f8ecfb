import { z } from 'zod'
import { ZCurrency, ZPackageKind } from '../core/enum-schemas.ts'
import { documentBase, ZMinorAmount } from '../core/primitives.ts'

/** A flight or hotel package sold on the payment page, in one locale. */
export const ZPackage = z.object({
  ...documentBase,
  kind: ZPackageKind,
  name: z.string(),
  description: z.string().nullish(),
  basePrice: ZMinorAmount,
  currency: ZCurrency,
  isActive: z.boolean().nullish(),
})
export type TPackage = z.infer<typeof ZPackage>
