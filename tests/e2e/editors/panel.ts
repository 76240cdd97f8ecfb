/** The cms panel as an editor reaches it: its address and the seeded administrator's sign-in form. */
import { expect, type Page } from '@playwright/test'

export const cms = process.env.E2E_CMS_URL!
const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }

/** Signs in through the panel's own form (the panel is heavy on a shared two-core machine: 60 s). */
export async function signInToPanel(page: Page) {
  await page.goto(`${cms}/admin/login`)
  await page.getByLabel(/username/i).fill(admin.username)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}
