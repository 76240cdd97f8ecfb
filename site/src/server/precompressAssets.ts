import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Encoding } from '@nexovia/content-schema/core/contentEncoding'
import { compressedAssets, compressOnce, keepCompressed, MIN_ASSET_BYTES } from './compression.ts'

/** What the browser fetches from /_astro/ that compression shrinks (images are compressed already). */
const COMPRESSIBLE_FILE = /\.(m?js|css|svg|json)$/
/** The compressed forms written beside each asset, by the suffix of their file. */
const FORMS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
]

/** The assets of a build folder worth compressing, with their bytes. */
async function* compressibleAssets(dir: string) {
  const names = await readdir(dir).catch(() => [] as string[])
  for (const name of names.filter((file) => COMPRESSIBLE_FILE.test(file))) {
    const body = await readFile(path.join(dir, name))
    if (body.length >= MIN_ASSET_BYTES) yield { file: path.join(dir, name), body }
  }
}

/**
 * After `astro build` (build/precompressBuild.ts): writes `<asset>.br` (brotli 11) and `<asset>.gz`
 * (gzip 9) beside each hashed script and style, once, so that no site process compresses them.
 * Returns how many assets were compressed.
 */
export async function writePrecompressedAssets(dir: string): Promise<number> {
  let count = 0
  for await (const { file, body } of compressibleAssets(dir)) {
    for (const { encoding, suffix } of FORMS)
      await writeFile(`${file}${suffix}`, compressOnce(body, encoding))
    count++
  }
  return count
}

/**
 * At a site process's start: reads the build's compressed forms into the store optimizeResponse
 * answers hashed assets from, so it compresses none of them (an asset without its files is compressed
 * on its first request, as before). Returns how many compressed forms were read.
 */
export async function loadPrecompressedAssets(dir: string, store = compressedAssets): Promise<number> {
  let count = 0
  for await (const { file, body } of compressibleAssets(dir)) {
    for (const { encoding, suffix } of FORMS) {
      const compressed = await readFile(`${file}${suffix}`).catch(() => null)
      if (!compressed) continue
      keepCompressed(body, encoding, compressed, store)
      count++
    }
  }
  return count
}
