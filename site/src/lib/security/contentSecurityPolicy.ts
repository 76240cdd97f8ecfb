/**
 * The site's Content Security Policy. Astro (security.csp) writes it into each page's
 * Content-Security-Policy header with the hashes of the scripts and styles it inlines; these are
 * the directives around them. The Crisp widget's hosts are added per request, only when it is on.
 */
import { createHash } from 'node:crypto'
import { tileOrigin } from '@nexovia/content-schema/places/map-tiles'
import type { APIContext } from 'astro'
import { isCrispEnabled } from '../../features/chat/crispAdapter'
import { REGISTER_WORKER_SCRIPT } from '../../features/pocket/registerWorkerScript'
import { SUBMIT_HOLD_SCRIPT } from '../forms/submitHoldScript'
import { ZOD_JITLESS_SCRIPT } from './zodWithoutEval'

type Csp = NonNullable<APIContext['csp']>
type CspDirective = Parameters<Csp['insertDirective']>[0]

/** Directives for every page: own origin only, never framed, no plugins, forms post to the site. */
export const PAGE_DIRECTIVES: CspDirective[] = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]

/** Scripts: the site's own files (islands, custom elements) besides the hashes Astro adds. */
export const SCRIPT_RESOURCES = ["'self'"] as const

/** Inline scripts the layout writes itself, which Astro does not hash. */
export const SCRIPT_HASHES = [ZOD_JITLESS_SCRIPT, SUBMIT_HOLD_SCRIPT, REGISTER_WORKER_SCRIPT].map(
  (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`,
)

/**
 * Styles: own files, plus inline style attributes (a React island's `style`, a CSS variable on a
 * badge), which cannot run code.
 */
export const STYLE_RESOURCES = ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] as const

type CspAdditions = { scriptResources: string[]; styleResources: string[]; directives: CspDirective[] }

/** Adds what a page needs beyond the configured policy: today, the Crisp widget's hosts when it is on. */
export function extendPagePolicy(csp: Csp, crispWebsiteId: string | null | undefined): void {
  const additions = crispCspAdditions(crispWebsiteId)
  for (const resource of additions.scriptResources) csp.insertScriptResource(resource)
  for (const resource of additions.styleResources) csp.insertStyleResource(resource)
  for (const directive of additions.directives) csp.insertDirective(directive)
}

/**
 * The map tiles' img-src, or nothing when no tile URL is configured. Inserted by the hotel results page
 * itself: Astro keeps a directive inserted once the page renders (a middleware's, before, is dropped).
 */
export function mapTileDirectives(mapTileUrl: string | null | undefined): CspDirective[] {
  const origin = mapTileUrl ? tileOrigin(mapTileUrl) : null
  return origin ? [`img-src ${origin}`] : []
}

type PhotoSource = { url: string; srcset: string } | null

/** Every address a photo may load from: its src and each of its srcset's candidates. */
const photoAddresses = (photo: PhotoSource): string[] =>
  photo
    ? [photo.url, ...photo.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')]
    : []

/**
 * The img-src of the hotels a results page shows: the https origins of their photos (a supplier's,
 * Duffel Stays', are on its own hosts), exactly those and only on that page; the cms's own photos are
 * same-origin and add nothing. Inserted by the page once its hotels are loaded.
 */
export function hotelPhotoDirectives(
  hotels: readonly { image: PhotoSource; room_types: readonly { photos: readonly PhotoSource[] }[] }[],
): CspDirective[] {
  const origins = new Set<string>()
  for (const hotel of hotels) {
    const photos = [hotel.image, ...hotel.room_types.flatMap((room) => room.photos)]
    for (const address of photos.flatMap(photoAddresses)) {
      if (address.startsWith('https://')) origins.add(new URL(address).origin)
    }
  }
  return origins.size ? [`img-src ${[...origins].sort().join(' ')}`] : []
}

/** What the Crisp chatbox needs (docs.crisp.chat, "Crisp Domain Names"), or nothing when it is off. */
export function crispCspAdditions(websiteId: string | null | undefined): CspAdditions {
  if (!isCrispEnabled(websiteId)) return { scriptResources: [], styleResources: [], directives: [] }
  return {
    scriptResources: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    // The chatbox inlines its colour settings as a <style>: Crisp requires 'unsafe-inline' here.
    styleResources: ["'unsafe-inline'", 'https://client.crisp.chat'],
    directives: [
      'img-src https://client.crisp.chat https://image.crisp.chat https://storage.crisp.chat',
      'font-src https://client.crisp.chat',
      'media-src https://client.crisp.chat',
      'connect-src https://client.crisp.chat https://storage.crisp.chat wss://client.relay.crisp.chat wss://stream.relay.crisp.chat',
      'frame-src https://game.crisp.chat',
      'worker-src blob: https://client.crisp.chat',
    ],
  }
}
