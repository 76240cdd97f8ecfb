import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  test: {
    projects: [
      {
        // Site modules read their configuration from Astro's virtual module; unit tests get process.env.
        resolve: { alias: { 'astro:env/server': path.join(root, 'site/src/testSupport/astroEnvServer.ts') } },
        test: {
          name: 'unit',
          include: ['{content-schema,cms,site,scripts}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
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
