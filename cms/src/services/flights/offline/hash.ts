import { createHash } from 'node:crypto'

/**
 * Hashes already computed: most keys name a flight or a carrier, not a search, and come back on
 * every search of the route. Bounded: cleared when full.
 */
const HASHES_MAX = 50_000
const hashes = new Map<string, number>()

/** A stable number in [0, 1) for a key: the engine's only source of variety, so answers repeat exactly. */
export function unitHash(...parts: (string | number)[]): number {
  const key = parts.join('|')
  const known = hashes.get(key)
  if (known !== undefined) return known
  const value = createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32
  if (hashes.size >= HASHES_MAX) hashes.clear()
  hashes.set(key, value)
  return value
}

/** A stable integer in [min, max] for a key. */
export const intHash = (min: number, max: number, ...parts: (string | number)[]): number =>
  min + Math.floor(unitHash(...parts) * (max - min + 1))
