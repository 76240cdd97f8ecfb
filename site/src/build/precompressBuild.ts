import type { AstroIntegration } from 'astro'
import { writePrecompressedAssets } from '../server/precompressAssets.ts'

/**
 * The build step that compresses the browser's hashed assets once (issue 41): `.br` and `.gz` files
 * beside each one in the client's assets folder, which the site's server reads at start.
 */
export function precompressBuild(): AstroIntegration {
  let assetsDir: URL | undefined
  return {
    name: 'nexovia:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        assetsDir = new URL(`${config.build.assets}/`, config.build.client)
      },
      'astro:build:done': async ({ logger }) => {
        if (!assetsDir) return
        const count = await writePrecompressedAssets(assetsDir.pathname)
        logger.info(`${count} assets compressed (brotli 11, gzip 9) into .br and .gz files`)
      },
    },
  }
}
