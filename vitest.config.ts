import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

// Site modules read their configuration from Astro's virtual module; unit tests get process.env.
const unitResolve = {
  alias: { 'astro:env/server': path.join(root, 'site/src/testSupport/astroEnvServer.ts') },
}
const UNIT_FILES = ['{content-schema,cms,site,scripts}/src/**/*.test.ts', 'scripts/**/*.test.ts']
/**
 * The unit files that need modules of their own, run apart from the shared-module project: one mocks a
 * module (vi.mock), two point the site's configuration (astro:env/server, read as it loads) at a server
 * of their own before importing what reads it.
 */
const OWN_MODULES_UNIT_FILES = [
  'cms/src/endpoints/contract/contractEndpoint.test.ts',
  'site/src/features/payments/loadTestCheckout.test.ts',
  'site/src/lib/forwardToCms.test.ts',
]

export default defineConfig({
  test: {
    projects: [
      {
        resolve: unitResolve,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: ['**/node_modules/**', ...OWN_MODULES_UNIT_FILES],
          // The files of a worker share its modules (each imported once, not once per file: 64 → 20 s for
          // the level alone); each file's process.env changes end with it (setupFiles).
          isolate: false,
          setupFiles: ['tests/unit/restoreEnvironment.ts'],
        },
      },
      {
        resolve: unitResolve,
        test: { name: 'unit-isolated', include: OWN_MODULES_UNIT_FILES },
      },
      {
        resolve: { alias: { '@payload-config': path.join(root, 'cms/src/payload.config.ts') } },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/restoreEnvironment.ts'],
          // One database: files run one after another. And in one process with one Payload: its
          // start (importing the config, the first requests) was half of this level's time when each
          // file had a process of its own. A file's changes to process.env end with it (setupFiles).
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Started by scripts/lb.ts (npm run test:lb), which runs the stack behind HAProxy first.
        test: {
          name: 'lb',
          include: ['tests/lb/*.lb.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Run by scripts/lb.ts after the lb project: these tests leave a process dead.
        test: {
          name: 'lb-last',
          include: ['tests/lb/last/*.lb.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
