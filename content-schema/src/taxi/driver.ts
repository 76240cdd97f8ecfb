import { z } from 'zod'
import { ZZone } from '../core/enum-schemas.ts'
import { documentBase } from '../core/primitives.ts'

export const ZDriver = z.object({
  ...documentBase,
  name: z.string(),
  licensePlate: z.string(),
  zone: ZZone,
  phone: z.string().nullish(),
  isAvailable: z.boolean().nullish(),
})
export type TDriver = z.infer<typeof ZDriver>
