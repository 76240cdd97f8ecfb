import { createHash } from 'node:crypto'

/** A stable number in [0, 1) for a key: the engine's only source of variety, so answers repeat exactly. */
export function unitHash(...parts: (string | number)[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest()
  return digest.readUInt32BE(0) / 2 ** 32
}

/** A stable integer in [min, max] for a key. */
export const intHash = (min: number, max: number, ...parts: (string | number)[]): number =>
  min + Math.floor(unitHash(...parts) * (max - min + 1))
