import type { TLatLng } from './geo.ts'

/** A tile of a slippy map (OpenStreetMap's scheme) placed in a static map, positions in % of the map. */
export type TMapTile = {
  z: number
  x: number
  y: number
  left: number
  top: number
  width: number
  height: number
}

const TILE_PX = 256
/** Web Mercator stops at ±85.0511° (the square world of z0). */
const MAX_LAT = 85.0511287798

/** The point's position on the world map at `zoom`, in tiles (x east from 180° W, y south from the top). */
export function tilePosition({ lat, lng }: TLatLng, zoom: number): { x: number; y: number } {
  const tiles = 2 ** zoom
  const radians = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180
  return {
    x: ((lng + 180) / 360) * tiles,
    y: ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * tiles,
  }
}

const percent = (value: number) => Math.round(value * 10_000) / 100

/**
 * The tiles of a `width` × `height` pixel map centred on the point (its marker at 50 %, 50 %), each
 * placed in % of the map so the map scales with its box; x wraps around the antimeridian, rows off
 * the world are left out.
 */
export function staticMapTiles(
  point: TLatLng,
  options: { zoom: number; width: number; height: number },
): TMapTile[] {
  const { zoom, width, height } = options
  const tiles = 2 ** zoom
  const centre = tilePosition(point, zoom)
  const left = centre.x * TILE_PX - width / 2
  const top = centre.y * TILE_PX - height / 2
  const placed: TMapTile[] = []
  for (let row = Math.floor(top / TILE_PX); row * TILE_PX < top + height; row += 1) {
    if (row < 0 || row >= tiles) continue
    for (let column = Math.floor(left / TILE_PX); column * TILE_PX < left + width; column += 1) {
      placed.push({
        z: zoom,
        x: ((column % tiles) + tiles) % tiles,
        y: row,
        left: percent((column * TILE_PX - left) / width),
        top: percent((row * TILE_PX - top) / height),
        width: percent(TILE_PX / width),
        height: percent(TILE_PX / height),
      })
    }
  }
  return placed
}

const SUBDOMAINS = ['a', 'b', 'c'] as const

/** A tile's address from an OSM-style template (`https://{s}.tile.example/{z}/{x}/{y}.png`). */
export const tileUrl = (template: string, tile: Pick<TMapTile, 'z' | 'x' | 'y'>): string =>
  template
    .replaceAll('{s}', SUBDOMAINS[(tile.x + tile.y) % SUBDOMAINS.length]!)
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))

/** The origin a template's tiles come from, for the page's img-src ({s} as any subdomain); null if not http(s). */
export function tileOrigin(template: string): string | null {
  const origin = /^https?:\/\/[^/?#]+/.exec(template)?.[0]
  return origin ? origin.replace('{s}', '*') : null
}
