import type { Page } from '@playwright/test'

/**
 * Navigates as a click on a link of the current page would, so the next page sees this one as its
 * referrer (page.goto sends none, and the back buttons only use history for in-site referrers).
 */
export async function followInSiteLink(page: Page, path: string): Promise<void> {
  await Promise.all([
    page.waitForURL((url) => url.pathname === path),
    page.evaluate((target) => {
      window.location.assign(target)
    }, path),
  ])
}
