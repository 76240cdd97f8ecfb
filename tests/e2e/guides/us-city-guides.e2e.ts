/** Issue 34, guides part C: the US city guides open on their title (no picture yet) with the US entry rows. */
import { expect, test } from '@playwright/test'

const JOURNEYS = [
  {
    slug: 'washington-dc',
    prefix: '',
    lang: 'en',
    width: 1280,
    name: 'Washington, D.C.',
    subtitle: 'Monuments, free museums and a home for Africans',
    practicalInfo: 'Practical Information',
    planTrip: 'Plan My Trip',
    airport: 'IAD',
  },
  {
    slug: 'philadelphia',
    prefix: '/fr',
    lang: 'fr',
    width: 390,
    name: 'Philadelphie',
    subtitle: 'Le berceau de l’indépendance américaine',
    practicalInfo: 'Informations pratiques',
    planTrip: 'Planifier mon voyage',
    airport: 'PHL',
  },
] as const

for (const journey of JOURNEYS) {
  test.describe(`the ${journey.slug} guide in ${journey.lang} at ${journey.width} px`, () => {
    test.use({ viewport: { width: journey.width, height: 844 } })

    test('should open on its title and show its sections, entry requirements and flights', async ({
      page,
    }) => {
      await page.goto(`${journey.prefix}/destinations/${journey.slug}`)
      await expect(page.locator('html')).toHaveAttribute('lang', journey.lang)
      await expect(page.getByRole('heading', { level: 1, name: journey.name })).toBeVisible()
      await expect(page.getByText(journey.subtitle, { exact: true })).toBeVisible()
      await expect(page.locator('.guide__hero-image')).toHaveCount(0)
      await expect(page.locator('#highlights-heading + ul > li')).toHaveCount(4)
      await expect(page.locator('#attractions-heading + ol > li')).toHaveCount(4)
      const practical = page.getByRole('region', { name: journey.practicalInfo })
      await expect(practical.getByText('EST (GMT-5)', { exact: true })).toBeVisible()
      const groups = page.getByTestId('entry-requirements').locator('details')
      await expect(groups).toHaveCount(4)
      expect(
        await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-group'))),
      ).toEqual(['us', 'eu', 'ecowas', 'other'])
      await expect(page.getByRole('link', { name: journey.planTrip, exact: true })).toHaveAttribute(
        'href',
        `${journey.prefix}/flights?destination=${journey.airport}`,
      )
    })
  })
}
