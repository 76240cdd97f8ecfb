/**
 * Issue 34, "Done when": an editor writes an article in the panel (Lexical: a heading, a call-to-book
 * block, a ranked-destinations block, an image), sees it in the live preview beside the form (which
 * follows the typing), writes it in French, schedules it for the next minute's tick (at least 25 s ahead), and it appears on the
 * site in English (1280 px) and French (390 px) with its JSON-LD once the jobs' minute tick has run;
 * renaming its slug leaves a 301. The draft is created through REST with its date fields (the
 * panel's date pickers are not what this journey is about); everything the editor writes goes
 * through the panel. A publish the job cannot make (a required field missing) is logged by the cms
 * ("Job … failed") and the page stays 404. */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { cms, signInToPanel } from './panel.ts'

const stamp = `${process.pid}-${Date.now() % 100_000}`
const slug = `harmattan-what-to-pack-${stamp}`
const renamed = `harmattan-packing-list-${stamp}`

const article = {
  en: {
    title: `Harmattan: what to pack ${stamp}`,
    excerpt: 'Dust, dry air and cool nights: the season in a bag.',
    category: 'Tips',
    heading: 'Pack for dust and cool nights',
    paragraph: 'From December to February the wind from the Sahara brings dust and dry air.',
  },
  fr: {
    title: `Harmattan : que mettre dans sa valise ${stamp}`,
    excerpt: 'Poussière, air sec et nuits fraîches : la saison dans un sac.',
    category: 'Conseils',
    heading: 'Prévoir la poussière et les nuits fraîches',
    paragraph: 'De décembre à février, le vent du Sahara apporte poussière et air sec.',
  },
} as const

/** Opens the slash menu at the end of the body and picks one of its items (a block, an upload). */
async function slashInsert(page: Page, editor: Locator, query: string, itemKey: string) {
  // The menu opens on a slash at the start of a line: a new paragraph at the end of the text.
  await editor.locator(':scope > p').last().click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type(`/${query}`)
  const item = page.locator(`#slash-menu-popup__item-${itemKey}`)
  await expect(item).toBeVisible()
  await item.click()
}

/** The title, excerpt, category and a heading with a paragraph, in the language the panel shows. */
async function writeText(page: Page, editor: Locator, text: Record<keyof (typeof article)['en'], string>) {
  await page.locator('#field-title').fill(text.title)
  await page.locator('#field-excerpt').fill(text.excerpt)
  await page.locator('#field-category').fill(text.category)
  await editor.click()
  await page.keyboard.type(`## ${text.heading}`)
  await page.keyboard.press('Enter')
  await page.keyboard.type(text.paragraph)
}

/** The texts of `texts` the stored draft of the post does not hold yet. */
async function missingFromDraft(page: Page, id: number, locale: 'en' | 'fr', texts: readonly string[]) {
  const answer = await page.request.get(`${cms}/api/posts/${id}?locale=${locale}&draft=true&depth=0`)
  const draft = JSON.stringify(await answer.json())
  return texts.filter((text) => !draft.includes(text))
}

/** Waits until the panel's autosave has stored what was typed (the draft holds every text given). */
async function expectSavedDraft(page: Page, id: number, locale: 'en' | 'fr', texts: readonly string[]) {
  await expect
    .poll(() => missingFromDraft(page, id, locale, texts), {
      timeout: 60_000,
      message: `the ${locale} draft holds what the editor wrote`,
    })
    .toEqual([])
}

/**
 * Waits until the draft holds `texts`, making `edit` while it does not. Two Payload 3.90 races lose a
 * block's last field under load, and an editor's next keystroke saves it: the autosave skips a change
 * arriving while a save is in flight (its queued task reads `modified`, which the finishing save has
 * reset), and the block's field reaches the document only after its own server round trip, which may
 * be dropped (seen: the field shows the label, the draft never holds it). Noted on issue 42.
 */
async function expectSavedAfterEdits(
  page: Page,
  id: number,
  texts: readonly string[],
  edit: (attempt: number) => Promise<void>,
) {
  let attempt = 0
  await expect(async () => {
    const missing = await missingFromDraft(page, id, 'en', texts)
    if (missing.length > 0) await edit(++attempt)
    expect(missing, 'the en draft holds what the editor wrote').toEqual([])
  }).toPass({ intervals: [5_000], timeout: 90_000 })
}

/** Types `value` into `field` again, as an editor who finds it unsaved. */
const retype = (field: Locator, value: string) => async () => {
  await field.fill('')
  await field.pressSequentially(value, { delay: 20 })
}

test.describe('the editor journey', () => {
  // The panel is heavy on a shared two-core machine, and the schedule waits for the jobs' minute tick.
  test.setTimeout(600_000)
  test.use({ actionTimeout: 45_000 })

  test('should write, preview live, schedule, publish in both languages and redirect a renamed slug', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToPanel(page)
    const created = await page.request.post(`${cms}/api/posts?locale=en&draft=true`, {
      data: { slug, publishedAt: new Date().toISOString(), readTimeMinutes: 4, _status: 'draft' },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id

    try {
      // English: text, a call to book, a ranked-destinations block and an image, in the panel.
      await page.goto(`${cms}/admin/collections/posts/${id}?locale=en`)
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await expect(editor).toBeEditable({ timeout: 60_000 })
      await writeText(page, editor, { ...article.en, title: `Working title ${stamp}` })

      await slashInsert(page, editor, 'call', 'block-callToBook')
      const callToBook = page.locator('.LexicalEditorTheme__block-callToBook')
      await callToBook.locator('#field-airportCode').fill('DSS')
      await callToBook.locator('#field-title').fill('Fly to Dakar this winter')
      const label = callToBook.locator('#field-buttonLabel')
      await label.fill('Search flights to Dakar')
      // A block's field reaches the document after its own server round trip, which inserting the next
      // block aborts (Payload's block component): each block is stored before the next goes in.
      await expectSavedAfterEdits(
        page,
        id,
        ['Search flights to Dakar'],
        retype(label, 'Search flights to Dakar'),
      )

      await slashInsert(page, editor, 'ranked', 'block-rankedDestinations')
      const ranked = page.locator('.LexicalEditorTheme__block-rankedDestinations')
      await ranked.getByRole('button', { name: /add ranked destination/i }).click()
      await ranked.locator('#field-destinations__0__rank').fill('1')
      await ranked.locator('#field-destinations__0__name').fill('Saint-Louis')
      const description = ranked.locator('#field-destinations__0__description')
      await description.fill('Cooler by the river in January.')
      await expectSavedAfterEdits(
        page,
        id,
        ['Cooler by the river in January.'],
        retype(description, 'Cooler by the river in January.'),
      )

      await slashInsert(page, editor, 'upload', 'upload')
      const drawer = page.locator('.drawer--is-open').last()
      await drawer.locator('tbody tr').first().getByRole('button').first().click()
      await expect(editor.locator('img').first()).toBeVisible()
      // Every block stored before the preview opens (the French tab below also takes the document's lock).
      await expectSavedAfterEdits(
        page,
        id,
        [
          article.en.heading,
          'Search flights to Dakar',
          'Saint-Louis',
          'Cooler by the river',
          '"type":"upload"',
        ],
        (attempt) => page.locator('#field-title').first().fill(`Working title ${stamp} (${attempt})`),
      )

      // The French version open in a second tab stores French as the editor's panel language; the
      // English form's live preview stays English (it once turned French: previewLinks.ts).
      const frenchTab = await page.context().newPage()
      await frenchTab.goto(`${cms}/admin/collections/posts/${id}?locale=fr`)
      await expect(frenchTab.locator('[data-lexical-editor="true"]').first()).toBeEditable({
        timeout: 60_000,
      })
      await frenchTab.close()

      // The live preview beside the form shows the page the site renders from the draft.
      await page.locator('#live-preview-toggler').click()
      const preview = page.frameLocator('iframe[src*="/preview?token="]')
      await expect(preview.getByRole('heading', { level: 2, name: article.en.heading })).toBeVisible({
        timeout: 60_000,
      })
      // The frame reloads as autosave stores each change: the blocks may come a save later than the heading.
      await expect(preview.getByRole('link', { name: 'Search flights to Dakar' })).toBeVisible({
        timeout: 60_000,
      })
      await expect(preview.getByRole('heading', { name: 'Saint-Louis' })).toBeVisible({ timeout: 60_000 })
      // It follows the editor's typing: the saved title replaces the working one in the frame.
      await page.locator('#field-title').first().fill(article.en.title)
      await expect(preview.getByRole('heading', { level: 1, name: article.en.title })).toBeVisible({
        timeout: 60_000,
      })
      await page.locator('#live-preview-toggler').click()

      // French: the same article in the panel's other language.
      await page.goto(`${cms}/admin/collections/posts/${id}?locale=fr`)
      const editorFr = page.locator('[data-lexical-editor="true"]').first()
      await expect(editorFr).toBeEditable({ timeout: 60_000 })
      await writeText(page, editorFr, article.fr)
      await expectSavedDraft(page, id, 'fr', [article.fr.heading])

      // Scheduled for the jobs' next minute tick, in every language, from the Publish menu.
      await page.locator('#action-save-popup').click()
      await page.locator('#schedule-publish').click()
      const schedule = page.locator('.schedule-publish')
      // The drawer may open on "Unpublish": the editor picks "Publish".
      await schedule.getByText('Publish', { exact: true }).click()
      await expect(schedule.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
      await schedule.locator('.react-datepicker__input-container input').fill(datePickerText(nextTickTime()))
      // Enter takes the typed time and closes the calendar, which would cover the Save button.
      await page.keyboard.press('Enter')
      await expect(schedule.locator('.react-datepicker__month')).toBeHidden()
      await schedule.locator('#scheduled-publish-save').click()
      await expect(page.getByText(/scheduled successfully/i).first()).toBeVisible({ timeout: 30_000 })
      expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
      for (const { lang, prefix, width, text } of [
        { lang: 'en', prefix: '', width: 1280, text: article.en },
        { lang: 'fr', prefix: '/fr', width: 390, text: article.fr },
      ] as const) {
        await expect
          .poll(async () => (await page.request.get(`${prefix}/blog/${slug}`)).status(), {
            timeout: 240_000,
            // A cheap GET: at 1 s the page is seen within a second of the tick, not up to 5 s later.
            intervals: [1_000],
            message: `the article is published in ${lang} at its time`,
          })
          .toBe(200)
        await page.setViewportSize({ width, height: 844 })
        await page.goto(`${prefix}/blog/${slug}`)
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
        await expect(page.getByRole('heading', { level: 2, name: text.heading })).toBeVisible()
        const types = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map(
              (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
            ),
          )
        expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
      }
      // The English body's image, its ranked place and its call to book (the body is per language).
      await page.goto(`/blog/${slug}`)
      await expect(page.locator('figure.body-image img')).toHaveCount(1)
      await expect(page.getByRole('heading', { name: 'Saint-Louis' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Search flights to Dakar' })).toBeVisible()

      // A new slug: the old address answers 301 to the new one.
      const rename = await page.request.patch(`${cms}/api/posts/${id}?locale=en`, { data: { slug: renamed } })
      expect(rename.ok()).toBe(true)
      // The site's page cache is cleared by the cms's NOTIFY, a moment after the rename's answer.
      await expect
        .poll(async () => {
          const old = await page.request.get(`/fr/blog/${slug}`, { maxRedirects: 0 })
          return [old.status(), old.headers().location]
        })
        .toEqual([301, `/fr/blog/${renamed}`])
    } finally {
      await page.request.delete(`${cms}/api/posts/${id}`)
    }
  })
})

/** Time left between picking the schedule and the page's 404 check: the save and its notice, under load. */
const SCHEDULE_MARGIN_MS = 25_000

/**
 * The first whole minute at least SCHEDULE_MARGIN_MS away (the picker takes whole minutes, and the
 * jobs run on each minute's tick, cms/src/services/jobs/scheduledJobs.ts): the article appears 25–85 s
 * later, where "two minutes ahead" took 60–120 s (issue 43).
 */
function nextTickTime(): Date {
  const minute = 60_000
  return new Date(Math.ceil((Date.now() + SCHEDULE_MARGIN_MS) / minute) * minute)
}

/** What the panel's date and time picker reads ("MMM d, yyy h:mm a"), in the browser's time zone. */
function datePickerText(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short' })
  const time = date.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true })
  return `${month} ${date.getDate()}, ${date.getFullYear()} ${time}`
}
