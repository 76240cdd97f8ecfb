import { z } from 'zod'
import { documentBase, relation } from '../core/primitives.ts'

/** An uploaded image as the site receives it (alt text in the requested locale). */
export const ZMedia = z.object({
  ...documentBase,
  alt: z.string(),
  url: z.string().nullish(),
  thumbnailURL: z.string().nullish(),
  filename: z.string().nullish(),
  mimeType: z.string().nullish(),
  filesize: z.number().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
})
export type TMedia = z.infer<typeof ZMedia>

/** An optional upload field: the media id or the populated media document. */
export const mediaField = () => relation(ZMedia).nullish()
