import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate } from 'node:timers/promises'
import { compressedAssets, compressedBody } from './compression.ts'

/** What the browser fetches from /_astro/ that compression shrinks (images are compressed already). */
const COMPRESSIBLE_FILE = /\.(m?js|css|svg|json)$/
/** As in compression.ts: smaller answers go uncompressed. */
const MIN_BYTES = 1024

/**
 * Compresses the build's hashed assets (brotli 11, gzip 9) into the store optimizeResponse answers
 * them from, one file per turn of the event loop: the first visitor after a start waits for none.
 * Returns how many files were compressed.
 */
export async function precompressAssets(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[])
  let count = 0
  for (const name of names.filter((file) => COMPRESSIBLE_FILE.test(file))) {
    const body = await readFile(path.join(dir, name))
    if (body.length < MIN_BYTES) continue
    for (const encoding of ['br', 'gzip'] as const) {
      compressedBody(body, encoding, compressedAssets)
      await setImmediate()
    }
    count++
  }
  return count
}
