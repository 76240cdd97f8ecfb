/** One rendition of an uploaded image: the original or one of its Payload image sizes. */
type Rendition = { url?: string | null; width?: number | null }

/** An uploaded image as Payload answers it: the original and its sizes (thumbnail, card, hero). */
export type TSizedImage = Rendition & { sizes?: Record<string, Rendition | null | undefined> | null }

/**
 * The `srcset` of an image: each rendition that has a url and a width, narrowest first, one per
 * width (a size as wide as the original is the same picture, usually lighter: it is kept); the
 * original is a candidate too, so a wide screen never gets less than the upload. '' when none has a
 * width (an SVG). `urlOf` rewrites each url (the site serves media through its own origin).
 */
export function srcsetOf(image: TSizedImage, urlOf: (url: string) => string = (url) => url): string {
  const renditions = [...Object.values(image.sizes ?? {}), image]
  const byWidth = new Map<number, string>()
  for (const rendition of renditions) {
    const width = rendition?.width
    if (!rendition?.url || typeof width !== 'number' || width <= 0 || byWidth.has(width)) continue
    byWidth.set(width, urlOf(rendition.url))
  }
  return [...byWidth]
    .toSorted(([left], [right]) => left - right)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}
