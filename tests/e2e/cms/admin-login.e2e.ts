import { expect, test } from '@playwright/test'

const cmsUrl = process.env.E2E_CMS_URL!
const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }

test.describe('cms admin panel', () => {
  test('should accept the seeded administrator', async ({ page }) => {
    await page.goto(`${cmsUrl}/admin/login`)
    await page.getByLabel(/username/i).fill(admin.username)
    await page.getByLabel(/password/i).fill(admin.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.locator('a[href="/admin/collections/posts"]').first()).toBeVisible()
  })

  test("should refuse a traveller's credentials", async ({ page, request }) => {
    const traveller = { email: `e2e-${Date.now()}@example.com`, password: 'correct-horse-battery' }
    const signUp = await request.post('/api/users/register', {
      data: { ...traveller, firstName: 'Ama', lastName: 'Mensah' },
    })
    expect(signUp.status()).toBe(201)
    await page.goto(`${cmsUrl}/admin/login`)
    await page.getByLabel(/username/i).fill(traveller.email)
    await page.getByLabel(/password/i).fill(traveller.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page.getByText(/invalid|incorrect/i)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('should keep a signed-in traveller out of the panel', async ({ page }) => {
    const traveller = { email: `e2e-session-${Date.now()}@example.com`, password: 'correct-horse-battery' }
    await page.request.post(`${cmsUrl}/api/users/register`, {
      data: { ...traveller, firstName: 'Kofi', lastName: 'Boateng' },
    })
    const login = await page.request.post(`${cmsUrl}/api/users/login`, { data: traveller })
    expect(login.ok()).toBe(true)
    await page.goto(`${cmsUrl}/admin`)
    await expect(page.getByText(/not allowed to access/i)).toBeVisible()
    await expect(page.locator('a[href="/admin/collections/posts"]')).toHaveCount(0)
  })
})
