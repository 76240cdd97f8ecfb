import { typesetFrench } from '@nexovia/content-schema/core'
import { expect, type Page, test } from '@playwright/test'
import { seriousViolations } from '../support/accessibility'
import { jsonLdOfType } from '../support/jsonLd'
import { followInSiteLink } from '../support/navigation'

const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    practicalInfo: 'Practical Information',
    bookNow: 'Book Now',
    planTrip: 'Plan My Trip',
    notFound: 'Destination not found',
    goBack: 'Go Back',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    practicalInfo: 'Informations pratiques',
    bookNow: 'Réserver maintenant',
    planTrip: 'Planifier mon voyage',
    notFound: 'Destination introuvable',
    goBack: 'Retour',
  },
]

/** Each guide with a subtitle in each language and the time zone its practical info must show. */
const GUIDES = [
  {
    slug: 'abidjan',
    name: 'Abidjan',
    en: 'The pearl of the lagoons',
    fr: 'La perle des lagunes',
    timezone: 'GMT+0',
    currency: 'XOF',
  },
  {
    slug: 'boston',
    name: 'Boston',
    en: "Where America's story began",
    fr: "Là où commence l'histoire de l'Amérique",
    timezone: 'EST (GMT-5)',
    currency: 'USD',
  },
  {
    slug: 'new-york',
    name: 'New York',
    en: 'The city that never sleeps',
    fr: 'La ville qui ne dort jamais',
    timezone: 'EST (GMT-5)',
    currency: 'USD',
  },
  {
    slug: 'accra',
    name: 'Accra',
    en: "Ghana's welcoming capital",
    fr: 'La capitale accueillante du Ghana',
    timezone: 'GMT+0',
    currency: 'GHS',
  },
  {
    slug: 'san-jose-costa-rica',
    name: 'San José, Costa Rica',
    en: 'Gateway to volcanoes and cloud forests',
    fr: 'Porte d’entrée des volcans et des forêts de nuages',
    timezone: 'CST (GMT-6)',
    currency: 'CRC',
  },
  {
    slug: 'paris-france',
    name: 'Paris, France',
    en: 'The City of Light',
    fr: 'La Ville Lumière',
    timezone: 'CET (GMT+1)',
    currency: 'EUR',
  },
] as const

/** Guides part E, each in one language only to keep the suite short: en on a laptop, fr on a phone. */
const MORE_GUIDES = [
  {
    slug: 'addis-ababa',
    lang: 'en',
    viewport: { width: 1280, height: 900 },
    name: 'Addis Ababa',
    subtitle: 'Africa’s capital in the highlands',
    timezone: 'EAT (GMT+3)',
    currency: 'ETB',
    entryGroup: 'ecowas',
    entryNote: 'Connecting at Bole without leaving the international transit area needs no visa.',
  },
  {
    slug: 'montreal',
    lang: 'fr',
    viewport: { width: 390, height: 844 },
    name: 'Montréal',
    subtitle: 'Le cœur francophone de l’Amérique du Nord',
    timezone: 'EST (GMT-5)',
    currency: 'CAD',
    entryGroup: 'eu',
    entryNote: 'Une AVE (autorisation de voyage électronique) pour arriver en avion',
  },
] as const

type GuideShown = { slug: string; name: string; subtitle: string; timezone: string; currency: string }

/** Opens a guide and checks what every guide shows: its name, subtitle, 4 + 4 items, practical info. */
async function expectGuidePage(page: Page, language: (typeof LANGUAGES)[number], guide: GuideShown) {
  await page.goto(`${language.prefix}/destinations/${guide.slug}`)
  await expect(page.locator('html')).toHaveAttribute('lang', language.lang)
  await expect(page.getByRole('heading', { level: 1, name: guide.name })).toBeVisible()
  await expect(page.getByText(guide.subtitle, { exact: true })).toBeVisible()
  await expect(page.locator('#highlights-heading + ul > li')).toHaveCount(4)
  await expect(page.locator('#attractions-heading + ol > li')).toHaveCount(4)
  const practical = page.getByRole('region', { name: language.practicalInfo })
  await expect(practical.getByText(guide.timezone, { exact: true })).toBeVisible()
  await expect(practical.getByText(new RegExp(`^${guide.currency}`))).toBeVisible()
}

const ALIASES = [
  { alias: 'newyork', slug: 'new-york' },
  { alias: 'paris', slug: 'paris-france' },
  { alias: 'sanjose', slug: 'san-jose-costa-rica' },
]

for (const language of LANGUAGES) {
  test.describe(`destination guides in ${language.lang}`, () => {
    for (const guide of GUIDES) {
      test(`should render the ${guide.slug} guide from the cms`, async ({ page }) => {
        // French is typeset on save (issue 42): l'histoire is written l’histoire.
        const subtitle = language.lang === 'fr' ? typesetFrench(guide.fr) : guide.en
        await expectGuidePage(page, language, { ...guide, subtitle })
      })
    }

    for (const { alias, slug } of ALIASES) {
      test(`should redirect the alias ${alias} permanently to ${slug}`, async ({ request }) => {
        const response = await request.get(`${language.prefix}/destinations/${alias}`, { maxRedirects: 0 })
        expect([response.status(), response.headers().location]).toEqual([
          301,
          `${language.prefix}/destinations/${slug}`,
        ])
      })
    }

    test('should land on the canonical guide after following an alias', async ({ page }) => {
      await page.goto(`${language.prefix}/destinations/sanjose`)
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/destinations/san-jose-costa-rica$`))
    })

    test("should search the city's hotels and flights from both buttons, in the same tab", async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/destinations/new-york`)
      const home = language.prefix || '/'
      const links = [
        [language.bookNow, `${home}?location=New+York#search-tab-hotels`],
        [language.planTrip, `${language.prefix}/flights?destination=JFK`],
      ]
      for (const [name = '', href] of links) {
        const link = page.getByRole('link', { name, exact: true })
        await expect(link).toHaveAttribute('href', href ?? '')
        await expect(link).not.toHaveAttribute('target', /./)
      }
    })

    test('should answer an unknown destination with a 404 page in the same language', async ({ page }) => {
      const response = await page.goto(`${language.prefix}/destinations/atlantis`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: language.notFound })).toBeVisible()
    })

    test('should go back to the previous page with the back button', async ({ page }) => {
      await page.goto(`${language.prefix}/blog`)
      await followInSiteLink(page, `${language.prefix}/destinations/boston`)
      await page.getByRole('link', { name: language.goBack }).click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/blog$`))
    })

    test('should describe the guide as a TouristDestination with its attractions', async ({ page }) => {
      await page.goto(`${language.prefix}/destinations/paris-france`)
      const destination = await jsonLdOfType(page, 'TouristDestination')
      expect([destination?.name, (destination?.includesAttraction as unknown[] | undefined)?.length]).toEqual(
        ['Paris, France', 4],
      )
    })

    test('should have no serious accessibility violations', async ({ page }) => {
      await page.goto(`${language.prefix}/destinations/abidjan`)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}

for (const guide of MORE_GUIDES) {
  const language = LANGUAGES.find((candidate) => candidate.lang === guide.lang)!
  test.describe(`the ${guide.slug} guide in ${guide.lang} at ${guide.viewport.width} px`, () => {
    test.use({ viewport: guide.viewport })

    test('should render the guide and its entry requirements from the cms', async ({ page }) => {
      await expectGuidePage(page, language, guide)
      const group = page
        .getByTestId('entry-requirements')
        .locator(`details[data-group="${guide.entryGroup}"]`)
      await expect(group.getByText(guide.entryNote)).toBeVisible()
    })
  })
}
