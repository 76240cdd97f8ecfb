import type { Page } from '@playwright/test'

/** Every JSON-LD object in the page's head, parsed. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type'])
}

/** The JSON-LD object of one type, parsed. */
export async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((data) => data['@type'] === type)
}
