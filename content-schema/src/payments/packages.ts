import { z } from 'zod'
import { ZCurrency, ZPackageKind } from '../core/enum-schemas.ts'
import { ZDocId, ZMinorAmount } from '../core/primitives.ts'

/** One package of GET /api/payments/packages/{flights|hotels}, in the asked locale. */
export const ZPackageOffer = z.object({
  id: ZDocId,
  kind: ZPackageKind,
  name: z.string(),
  description: z.string().nullable(),
  /** Per passenger (flight) or per night and room (hotel), in integer minor units of `currency`. */
  base_price: ZMinorAmount,
  currency: ZCurrency,
})
export type TPackageOffer = z.infer<typeof ZPackageOffer>

/** The packages answer: active packages keyed by id (string keys, as JSON has them). */
export const ZPackageList = z.record(z.string(), ZPackageOffer)
export type TPackageList = z.infer<typeof ZPackageList>
