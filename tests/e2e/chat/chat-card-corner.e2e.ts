import { expect, type Page, test } from '@playwright/test'

const LANGUAGES = [
  { lang: 'en', path: '/', label: 'Live support', team: 'US Team' },
  { lang: 'fr', path: '/fr', label: 'Assistance en direct', team: 'Équipe États-Unis' },
]

// A visitor in New York (the time zone picks the team when no IP lookup is configured).
test.use({ timezoneId: 'America/New_York', locale: 'en-US' })

// A 390 × 844 phone and a 1280 × 800 desktop: the card is a corner button on both.
const SCREENS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
]

/**
 * The visible links and buttons (outside the chat card) whose centre the card is over, at any
 * scroll position of the page, 40 px at a time.
 */
function coveredWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('[data-chat-card]')
    const covered = new Set<string>()
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    ].filter((control) => !card?.contains(control))
    for (let top = 0; top < document.documentElement.scrollHeight; top += 40) {
      // Instant, or the page's smooth scrolling would leave the view where it was.
      window.scrollTo({ top, behavior: 'instant' })
      for (const control of controls) {
        const box = control.getBoundingClientRect()
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
        if (
          !control.checkVisibility() ||
          box.width === 0 ||
          x < 0 ||
          y < 0 ||
          x >= innerWidth ||
          y >= innerHeight
        )
          continue
        const onTop = document.elementFromPoint(x, y)
        if (onTop && card?.contains(onTop)) covered.add(control.outerHTML.slice(0, 80))
      }
    }
    return [...covered]
  })
}

for (const [language, screen] of LANGUAGES.flatMap((language) =>
  SCREENS.map((screen) => [language, screen] as const),
)) {
  test.describe(`chat card on ${screen.name} in ${language.lang}`, () => {
    test.use({ viewport: screen.viewport })

    test('should cover no link or button of the home page while scrolling', async ({ page }) => {
      await page.goto(language.path)
      await expect(page.locator('[data-chat-card]')).toHaveAttribute('data-state', /^(online|offline)$/, {
        timeout: 6000,
      })
      expect(await coveredWhileScrolling(page)).toEqual([])
    })

    test('should open from the keyboard to show the team', async ({ page }) => {
      await page.goto(language.path)
      const toggle = page.getByRole('button', { name: language.label })
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('[data-chat-team]')).toHaveText(language.team, { timeout: 6000 })
    })

    test('should close again with Escape', async ({ page }) => {
      await page.goto(language.path)
      const toggle = page.getByRole('button', { name: language.label })
      await toggle.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })
  })
}
