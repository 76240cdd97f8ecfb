import { isUiKey, MARKETING_FIGURES, translate, type UiKey } from '@nexovia/content-schema'

/** Contact details of the Boston office and the Abidjan desk (the numbers are reserved for fiction). */
export const siteSettings = {
  phones: { us: '+1 617 555 0142', ci: '+225 27 22 00 00 00' },
  email: 'support@nexovia.travel',
  address: '100 Summer Street, Boston, MA 02110, USA',
  whatsapp: '+1 617 555 0142',
  bookingHost: 'https://book.nexovia.travel',
  socialLinks: [
    { network: 'facebook', url: '#' },
    { network: 'instagram', url: '#' },
    { network: 'x', url: '#' },
    { network: 'linkedin', url: '#' },
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
