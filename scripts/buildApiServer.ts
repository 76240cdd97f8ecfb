/**
 * Bundles the API process (cms/api-server.ts, with the Payload config it needs) into cms/dist/api/,
 * which runs under plain Node: the config is TypeScript with path aliases and extensionless imports,
 * which Node alone does not load. Packages stay imports from node_modules; only our TypeScript (the
 * cms's and content-schema's) is bundled. `watch` (npm run dev) rebuilds on every change.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type BuildOptions, build, context } from 'esbuild'
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

const OUT_DIR = path.join(cmsDir, 'dist/api')
/** What the API process runs (scripts/lib/stack.ts). */
export const API_SERVER_BUNDLE = path.join(OUT_DIR, 'api-server.mjs')

const OPTIONS: BuildOptions = {
  entryPoints: [path.join(cmsDir, 'api-server.ts')],
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
}

/** Builds the bundle once. */
export async function buildApiServer(): Promise<void> {
  await build(OPTIONS)
}

/** Builds the bundle, then again on every change of its sources, until stop(). */
export async function watchApiServer(): Promise<{ stop: () => Promise<void> }> {
  const watching = await context(OPTIONS)
  await watching.rebuild()
  await watching.watch()
  return { stop: () => watching.dispose() }
}

if (import.meta.main) await buildApiServer()
