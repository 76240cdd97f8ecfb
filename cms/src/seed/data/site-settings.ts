import { isUiKey, MARKETING_FIGURES, translate, type UiKey } from '@nexovia/content-schema'

/** Contact details of the Boston office and the Abidjan desk (the numbers are reserved for fiction). */
export const siteSettings = {
  phones: { us: '+1 617 555 0142', ci: '+225 27 22 00 00 00' },
  email: 'support@nexovia.travel',
  address: '100 Summer Street, Boston, MA 02110, USA',
  whatsapp: '+1 617 555 0142',
  constructionProgress: { cars: 60, activities: 35 },
  socialLinks: [
    // The product's profiles; links that go nowhere ('#') would be buttons with no effect.
    { network: 'facebook', url: 'https://www.facebook.com/nexoviatravel' },
    { network: 'instagram', url: 'https://www.instagram.com/nexoviatravel' },
    { network: 'x', url: 'https://x.com/nexoviatravel' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/nexovia' },
  ],
}

/** The home page's marketing figures: values from content-schema, labels from its dictionaries. */
export const marketingFigures = MARKETING_FIGURES.filter(({ key }) => isUiKey(`home.figures.${key}`)).map(
  ({ key, value }) => ({
    key,
    value,
    label: {
      en: translate('en', `home.figures.${key}` as UiKey),
      fr: translate('fr', `home.figures.${key}` as UiKey),
    },
  }),
)
