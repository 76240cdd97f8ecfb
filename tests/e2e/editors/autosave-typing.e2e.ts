/**
 * Issue 42: French editor content is typeset on every save, autosaves included (the draft holds
 * « Bonjour\u202f! »). Does that disturb an editor who types on? The panel takes an autosave's answer
 * back into the form without overriding what changed locally, and re-mounts the rich-text editor only
 * when its value changed from outside: the text as typed must stay in the title and the body, and
 * what is typed after the save must land; publishing typesets.
 */
import { typesetFrench } from '@nexovia/content-schema/core'
import { expect, type Page, test } from '@playwright/test'
import { cms, signInToPanel } from './panel.ts'

const stamp = `${process.pid}-${Date.now() % 100_000}`

/** Types as an editor does, then pauses until the panel's autosave has answered and the form took its answer. */
async function typeThenPause(page: Page, text: string) {
  const saved = page.waitForResponse(
    (response) => response.url().includes('autosave=true') && response.request().method() === 'PATCH',
    { timeout: 60_000 },
  )
  await page.keyboard.type(text, { delay: 40 })
  expect((await saved).ok()).toBe(true)
  // The form asks the server for its new state after the save, and merges it.
  await page.waitForTimeout(4_000)
}

test.describe('typesetting while an editor types', () => {
  test.setTimeout(300_000)
  test.use({ actionTimeout: 45_000 })

  test('should keep what the editor types through autosaves and typeset it when published', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToPanel(page)
    const created = await page.request.post(`${cms}/api/posts?locale=fr&draft=true`, {
      data: {
        slug: `autosave-typing-${stamp}`,
        title: `Brouillon ${stamp}`,
        excerpt: 'Un brouillon.',
        category: 'Conseils',
        publishedAt: new Date().toISOString(),
        readTimeMinutes: 2,
        _status: 'draft',
      },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      await page.goto(`${cms}/admin/collections/posts/${id}?locale=fr`)
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await expect(editor).toBeEditable({ timeout: 60_000 })

      const title = page.locator('#field-title')
      await title.fill('')
      await title.click()
      await typeThenPause(page, "Bonjour ! C'est l'été")
      // The server typeset the draft; the form kept what the editor typed.
      await expect
        .poll(
          async () => {
            const draft = await page.request.get(`${cms}/api/posts/${id}?locale=fr&draft=true&depth=0`)
            return ((await draft.json()) as { title: string }).title
          },
          { timeout: 30_000 },
        )
        .toBe(typesetFrench("Bonjour ! C'est l'été"))
      await page.keyboard.type(' encore', { delay: 40 })
      await expect(title).toHaveValue("Bonjour ! C'est l'été encore")

      await editor.click()
      await typeThenPause(page, "Salut ! L'harmattan arrive")
      await page.keyboard.type(' bientôt', { delay: 40 })
      await expect(editor).toHaveText("Salut ! L'harmattan arrive bientôt")

      await page.getByRole('button', { name: /publish changes/i }).click()
      await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
        timeout: 45_000,
      })
      const stored = await page.request.get(`${cms}/api/posts/${id}?locale=fr&depth=0`)
      expect(((await stored.json()) as { title: string }).title).toBe(
        typesetFrench("Bonjour ! C'est l'été encore"),
      )
    } finally {
      await page.request.delete(`${cms}/api/posts/${id}`)
    }
  })
})
