import { readFileSync, writeFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { pathIn, payAndConfirm, startPackageCheckout } from '../payments/helpers.ts'
import { POCKET_SIZES, workerInControl } from './helpers.ts'

test.describe.configure({ timeout: 150_000 })

/** The worker the built site serves (scripts/e2e.ts runs this checkout's build). */
const WORKER_FILE = new URL('../../../site/dist/client/sw.js', import.meta.url)

/** The shell's cache names in this browser: one per worker version ('nexovia-shell-<version>'). */
const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('nexovia-shell-')))

/**
 * A new deployment's worker: the same code under another shell version, as the next build would ship
 * (serviceWorkerBuild.ts writes a version per build). The site serves the file from disk, as it would
 * after a deployment replaced it.
 */
function deployNewWorker(version: string, next: string): () => void {
  const shipped = readFileSync(WORKER_FILE, 'utf8')
  writeFileSync(WORKER_FILE, shipped.replaceAll(version, next))
  return () => writeFileSync(WORKER_FILE, shipped)
}

for (const [locale, width] of POCKET_SIZES) {
  test(`should hand a returning visitor the new deployment's worker on the next navigation, an open checkout still paying (${locale}, ${width} px)`, async ({
    context,
  }) => {
    const page = await context.newPage()
    await page.setViewportSize({ width, height: 900 })
    await page.goto(pathIn(locale, '/'))
    await workerInControl(page)
    await expect.poll(() => shellCaches(page)).toHaveLength(1)
    const [before = ''] = await shellCaches(page)
    const version = before.slice('nexovia-shell-'.length)
    // A checkout the visitor left open in another tab while the deployment happens.
    const checkout = await context.newPage()
    await checkout.setViewportSize({ width, height: 900 })
    await startPackageCheckout(checkout, locale, 'flights', {
      passengers: '1',
      email: `worker-update-${locale}@example.com`,
    })

    const next = [...version].reverse().join('')
    const restore = deployNewWorker(version, next)
    try {
      // The returning visitor's next navigation: the browser checks /sw.js past its cache and the new
      // worker takes over, dropping the previous build's shell.
      await page.goto(pathIn(locale, '/destinations/dakar'))
      await expect.poll(() => shellCaches(page), { timeout: 60_000 }).toEqual([`nexovia-shell-${next}`])
      await workerInControl(page)
      // The checkout opened under the previous worker pays and confirms: pages and /api are the network's.
      await payAndConfirm(checkout, locale)
    } finally {
      restore()
    }
  })
}
