import { randomBytes } from 'node:crypto'

/** Bytes asked of the kernel at once; each token takes its own slice, never handed out twice. */
const BATCH_BYTES = 4096

let batch = Buffer.alloc(0)
let offset = 0

/**
 * `size` bytes from the same CSPRNG as randomBytes, drawn from a batch, as Node's own randomUUID
 * does: randomBytes(16) on every taxi quote asked the kernel each time, about 3 % of the quote's
 * CPU (tests/bench/taxi.ts). A batch is replaced, never rewritten, so a slice stays valid.
 */
function randomSlice(size: number): Buffer {
  if (size > BATCH_BYTES) return randomBytes(size)
  if (offset + size > batch.length) {
    batch = randomBytes(BATCH_BYTES)
    offset = 0
  }
  const slice = batch.subarray(offset, offset + size)
  offset += size
  return slice
}

/** A random token of `size` bytes, as hex (twice as many characters). */
export const randomHex = (size: number): string => randomSlice(size).toString('hex')

/** A random token of `size` bytes, as base64url. */
export const randomBase64url = (size: number): string => randomSlice(size).toString('base64url')
