/**
 * `node tests/bench/page-weight.stack.ts`: builds the stack (E2E_SKIP_BUILD=1 reuses the last build),
 * runs it in production mode on a fresh seeded database (ports E2E_CMS_PORT, E2E_SITE_PORT, the cms's
 * + 300 for the API process) and runs page-weight.ts on the pages of its budget, in both languages.
 * Exits with page-weight's code: non-zero when a page is over its budget.
 */
import path from 'node:path'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { runScript } from '../../scripts/lib/processes.ts'
import { runOnBenchStack } from './lib/benchStack.ts'
import { BUDGETED_PAGES } from './pageBudgets.ts'

await runOnBenchStack('weight', async (env) => {
  const paths = process.argv.slice(2)
  await runScript({
    name: 'page-weight',
    script: path.join(repoRoot, 'tests/bench/page-weight.ts'),
    args: [
      env.PUBLIC_SITE_URL,
      ...(paths.length ? paths : BUDGETED_PAGES.flatMap((page) => [page, `/fr${page}`])),
    ],
    cwd: repoRoot,
    env,
  })
})
