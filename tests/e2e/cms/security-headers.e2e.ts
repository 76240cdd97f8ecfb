import { expect, test } from '@playwright/test'

const cmsUrl = process.env.E2E_CMS_URL!
const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }

test.describe('cms security headers', () => {
  test('should forbid framing and sniffing on the admin panel and the API', async ({ request }) => {
    const answers = await Promise.all([
      request.get(`${cmsUrl}/admin/login`),
      request.get(`${cmsUrl}/api/globals/site-settings`),
    ])
    const headers = answers.map((answer) => answer.headers())
    expect(
      headers.map((each) => [
        /frame-ancestors 'none'/.test(each['content-security-policy'] ?? ''),
        each['x-frame-options'],
        each['x-content-type-options'],
        each['referrer-policy'],
      ]),
    ).toEqual([
      [true, 'DENY', 'nosniff', 'strict-origin-when-cross-origin'],
      [true, 'DENY', 'nosniff', 'strict-origin-when-cross-origin'],
    ])
  })

  test('should let the admin panel sign in and open a post editor without a CSP violation', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(`${cmsUrl}/admin/login`)
    await page.getByLabel(/username/i).fill(admin.username)
    await page.getByLabel(/password/i).fill(admin.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto(`${cmsUrl}/admin/collections/posts/create`)
    await expect(page.locator('#field-title')).toBeEditable()
    expect(violations).toEqual([])
  })
})
