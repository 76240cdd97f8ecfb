import { type Media, toMedia } from '../../lib/cms'

export type BodyMedia = Media & { srcset: string | null }

type Size = { url?: unknown; width?: unknown }

/**
 * An image of a body (an upload node's or a block's populated media) with a srcset of its webp
 * sizes (thumbnail, card, hero: see cms Media), so a phone loads the 400 or 800 px copy.
 */
export function bodyMedia(value: unknown): BodyMedia | null {
  const media = toMedia(value)
  if (!media) return null
  const sizes = Object.values(
    ((value as { sizes?: Record<string, Size> }).sizes ?? {}) as Record<string, Size>,
  )
  const candidates = sizes.flatMap((size) => {
    const sized = toMedia({ url: size?.url, alt: '' })
    return sized && typeof size.width === 'number' ? [`${sized.url} ${size.width}w`] : []
  })
  return { ...media, srcset: candidates.length > 0 ? candidates.join(', ') : null }
}
