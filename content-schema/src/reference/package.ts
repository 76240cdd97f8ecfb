import { z } from 'zod'
import { ZCurrency, ZPackageKind } from '../enums.ts'
import { documentBase, ZMinorAmount } from '../primitives.ts'

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
