import { z } from 'zod'
import { ZZone } from '../enums.ts'
import { documentBase } from '../primitives.ts'

export const ZDriver = z.object({
  ...documentBase,
  name: z.string(),
  licensePlate: z.string(),
  zone: ZZone,
  phone: z.string().nullish(),
  isAvailable: z.boolean().nullish(),
})
export type TDriver = z.infer<typeof ZDriver>
