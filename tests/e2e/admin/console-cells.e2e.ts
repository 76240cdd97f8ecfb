/**
 * Issue 42: at 1280 px the console's cells wrap between words, never inside one ("Referen|ce",
 * "NX-|WM2Z2|A"), and a taxi route shows its whole addresses, wrapped, not cut ("Airp…").
 */
import { expect, type Page, test } from '@playwright/test'
import { paidFlightFor2 } from '../payments/helpers.ts'
import { deleteRidesOf, paidRide } from '../taxi/helpers.ts'
import { signInAsAdmin } from './helpers.ts'

test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 1280, height: 900 } })

/** The words of the console's table that the layout split over two lines. */
const wordsBrokenInTable = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = []
    const walker = document.createTreeWalker(document.querySelector('.admin-table')!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // E-mail addresses may break anywhere (admin.css): one long word each.
      if (node.parentElement?.closest('.admin-table__breakable')) continue
      const text = node.textContent ?? ''
      // A word, or a part of a hyphenated name ("Félix-Houphouët-Boigny" wraps after a hyphen).
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        if (lines.size > 1) broken.push(match[0])
      }
    }
    return broken
  })

test('should break no word of the bookings table, references included', async ({ page, request }) => {
  const booking = await paidFlightFor2(request, 'cells', 'en', 'Wrapcheck')
  await signInAsAdmin(page, 'en', '/admin/bookings')
  await expect(page.getByText(booking.reference!, { exact: true })).toBeVisible()
  expect(await wordsBrokenInTable(page)).toEqual([])
})

test('should show a ride’s whole route, wrapped between words', async ({ page, request }) => {
  const traveller = await paidRide(request, 'en', 9)
  try {
    await signInAsAdmin(page, 'en', '/admin/taxi')
    const route = page.getByText('Félix-Houphouët-Boigny International Airport → Rue Abdoulaye Fadiga')
    await expect(route.first()).toBeVisible()
    expect(await wordsBrokenInTable(page)).toEqual([])
  } finally {
    await deleteRidesOf(traveller.email)
  }
})
