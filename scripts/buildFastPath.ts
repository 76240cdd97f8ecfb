/**
 * Bundles the cms's fast path (cms/src/fastPath/fastPathEntry.ts, with the Payload config it
 * needs) into cms/.next/fast-path/, which cms/server.ts loads under plain Node. Run after
 * `next build` (which empties .next/). Packages stay imports from node_modules, so the process
 * shares one `payload` module, and so one Payload instance, with Next; only our TypeScript
 * (the cms's and content-schema's) is bundled.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cmsDir } from './lib/paths.ts'

/** True when Node itself resolves this import from the cms (it then stays an import of the package). */
function resolvesUnderNode(specifier: string): boolean {
  try {
    // Node answers a URL even for a file that is not there (an extension ESM does not add).
    const url = import.meta.resolve(specifier, pathToFileURL(path.join(cmsDir, 'server.ts')).href)
    return !url.startsWith('file:') || existsSync(fileURLToPath(url))
  } catch {
    return false
  }
}

const OUT_DIR = path.join(cmsDir, '.next/fast-path')
/** What cms/server.ts imports. */
export const FAST_PATH_BUNDLE = path.join(OUT_DIR, 'fastPathEntry.mjs')

export async function buildFastPath(): Promise<void> {
  await build({
    entryPoints: [path.join(cmsDir, 'src/fastPath/fastPathEntry.ts')],
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    // Split, so that what content-schema's contract loads with import() stays a module of its own:
    // in one file, esbuild defers such modules' initialisation, and a static import then finds them empty.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(pluginBuild) {
          // A bare import is a package, except our own content-schema (TypeScript, bundled).
          pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
            const isOwnLookup = (args.pluginData as { isOwnLookup?: boolean } | undefined)?.isOwnLookup
            if (isOwnLookup || args.path.startsWith('@nexovia/') || args.path.startsWith('node:'))
              return undefined
            if (resolvesUnderNode(args.path)) return { path: args.path, external: true }
            // A file of a package without an exports map ('@mapbox/mapbox-sdk/services/geocoding'):
            // Next's bundler finds it, Node's ESM resolution does not; import it by its file.
            const found = await pluginBuild.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: { isOwnLookup: true },
            })
            return { path: found.path, external: true }
          })
        },
      },
    ],
  })
}

if (import.meta.main) await buildFastPath()
