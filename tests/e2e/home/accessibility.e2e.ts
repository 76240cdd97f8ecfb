import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { LANGUAGES } from './languages'

for (const language of LANGUAGES) {
  test(`should have no serious or critical accessibility violation on the home page in ${language.lang}`, async ({
    page,
  }) => {
    // axe reads the whole page: allow it more than the default 30 s on a busy machine.
    test.setTimeout(120_000)
    await page.goto(language.home)
    // Scroll through so that every section has animated in and every image is loaded.
    for (let step = 0; step < 30; step += 1) await page.mouse.wheel(0, 400)
    await page.waitForTimeout(1000)
    const results = await new AxeBuilder({ page }).analyze()
    const violations = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    expect(violations).toEqual([])
  })
}
