/** `npm start`: the built cms, API process and site (run `npm run build` first) on the same database as dev. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { API_SERVER_BUNDLE } from './buildApiServer.ts'
import { runStack } from './dev.ts'
import { cmsDir, siteDir } from './lib/paths.ts'

if (
  !existsSync(path.join(cmsDir, '.next/BUILD_ID')) ||
  !existsSync(API_SERVER_BUNDLE) ||
  !existsSync(path.join(siteDir, 'dist/server/entry.mjs'))
) {
  console.error('Nothing built yet: run `npm run build` first.')
  process.exit(1)
}
await runStack('start')
