/**
 * Page weight: `node tests/bench/page-weight.ts http://localhost:4321 /destinations/abidjan ...`
 * Loads each page in Chromium (cold cache) and reports, per page, the bytes the server sent on the
 * wire (compressed if it compressed) and their brotli size, for JavaScript and for everything.
 * PAGE_WEIGHT_COOKIES (`name=value; name2=value2`) loads the pages signed in, e.g. for /account.
 * Each page's JavaScript (bytes on the wire) is held to its budget (pageBudgets.ts); the last line is the budget
 * line, and the exit code is 1 when a page is over. PAGE_WEIGHT_FILES=1 lists each page's scripts
 * (brotli bytes, path), to find what is heavy.
 */
import { brotliCompressSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.ts'
import { budgetOf } from './pageBudgets.ts'

const [origin, ...paths] = process.argv.slice(2)
if (!origin || paths.length === 0) {
  console.error('usage: node tests/bench/page-weight.ts <origin> <path>...')
  process.exit(1)
}

type Weight = { wire: number; brotli: number; files: number }
const empty = (): Weight => ({ wire: 0, brotli: 0, files: 0 })

/** The cookies of PAGE_WEIGHT_COOKIES, set on the measured origin. */
function cookiesFor(url: string) {
  const header = process.env.PAGE_WEIGHT_COOKIES ?? ''
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const [name = '', ...value] = pair.split('=')
      return { name, value: value.join('='), url }
    })
}

const overBudget: string[] = []
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox'] })
for (const path of paths) {
  const context = await browser.newContext()
  await context.addCookies(cookiesFor(origin))
  const page = await context.newPage()
  const totals = { js: empty(), all: empty(), firstPartyJs: empty() }
  const scripts: [number, string][] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null)
        if (!body) return
        // A response that ends after the page closed (a late poll) is not part of the page's weight.
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null)
        if (!sizes) return
        const wire = sizes.responseBodySize
        const brotli = brotliCompressSync(body).length
        const isJs = response.request().resourceType() === 'script'
        const add = (weight: Weight) => {
          weight.wire += wire
          weight.brotli += brotli
          weight.files += 1
        }
        add(totals.all)
        if (isJs) add(totals.js)
        if (isJs) scripts.push([brotli, new URL(response.url()).pathname])
        if (isJs && new URL(response.url()).origin === new URL(origin).origin) add(totals.firstPartyJs)
      })(),
    )
  })
  await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' })
  // The chat card starts 2 s after load and fetches its data: count that too.
  await page.waitForTimeout(3000)
  await Promise.all(pending)
  if (process.env.PAGE_WEIGHT_FILES)
    for (const [bytes, name] of scripts.sort(([a], [b]) => b - a)) console.log(`  ${bytes} ${name}`)
  const budget = budgetOf(path)
  if (totals.js.wire > budget) overBudget.push(`${path} ${totals.js.wire} B > ${budget} B`)
  console.log(
    JSON.stringify({
      path,
      jsBudgetBytes: budget,
      jsFiles: totals.js.files,
      jsWireBytes: totals.js.wire,
      jsBrotliBytes: totals.js.brotli,
      allFiles: totals.all.files,
      allWireBytes: totals.all.wire,
      allBrotliBytes: totals.all.brotli,
    }),
  )
  await context.close()
}
await browser.close()
console.log(
  overBudget.length ? `budget: FAIL, ${overBudget.join('; ')}` : `budget: ok, ${paths.length} pages`,
)
process.exit(overBudget.length ? 1 : 0)
