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

type Figure = { key: string; value: string; label: { en: string; fr: string } }

export const marketingFigures: Figure[] = [
  { key: 'trips', value: '15K+', label: { en: 'Trips organised', fr: 'Voyages organisés' } },
  { key: 'satisfaction', value: '98%', label: { en: 'Satisfaction', fr: 'Satisfaction' } },
  { key: 'response', value: '24h', label: { en: 'Response time', fr: 'Délai de réponse' } },
  { key: 'clients', value: '500+', label: { en: 'Happy clients', fr: 'Clients satisfaits' } },
  { key: 'rating', value: '4.9/5', label: { en: 'Average rating', fr: 'Note moyenne' } },
  { key: 'recommendations', value: '98%', label: { en: 'Would recommend us', fr: 'Nous recommandent' } },
  {
    key: 'airlines',
    value: '200+',
    label: { en: 'Airlines available', fr: 'Compagnies aériennes disponibles' },
  },
]
