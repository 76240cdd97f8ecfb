/** English UI strings: the why-Nexovia, under-construction and legal pages. */
export const pages = {
  'whyNexovia.title': 'Why choose Nexovia?',
  'whyNexovia.subtitle':
    'The travel partner built for the diaspora and for everyone travelling between America and Africa.',
  'whyNexovia.trust.title': 'Trusted by travellers',
  'whyNexovia.trust.description':
    'Thousands of trips booked and a satisfaction rate our customers confirm trip after trip.',
  'whyNexovia.pricing.title': 'Transparent pricing',
  'whyNexovia.pricing.description':
    'The price you see is the price you pay: no hidden fees, no surprises at checkout.',
  'whyNexovia.support.title': 'Support that answers',
  'whyNexovia.support.description':
    "Teams in the United States and in Côte d'Ivoire, in English and in French, before, during and after your trip.",
  'whyNexovia.deals.title': 'Exclusive deals',
  'whyNexovia.deals.description':
    'Negotiated fares with more than 200 airlines and hand-picked hotels on the routes that matter to you.',
  'whyNexovia.feature.securePayments.title': 'Secure payments',
  'whyNexovia.feature.securePayments.description':
    'Card payments are encrypted and processed by a certified payment provider.',
  'whyNexovia.feature.diaspora.title': 'Diaspora and Africa special',
  'whyNexovia.feature.diaspora.description':
    'Routes, fares and advice designed for travel between the United States and West Africa.',
  'whyNexovia.feature.concierge.title': 'Personalised concierge',
  'whyNexovia.feature.concierge.description':
    'A travel expert plans group, business and last-minute trips with you.',
  'whyNexovia.feature.support.title': '24/7 support',
  'whyNexovia.feature.support.description': 'Someone is always there to help, whatever the time zone.',
  'whyNexovia.feature.partnerships.title': 'Premium partnerships',
  'whyNexovia.feature.partnerships.description':
    'Leading airlines and trusted hotels, selected for their service.',
  'whyNexovia.feature.experience.title': 'A unique experience',
  'whyNexovia.feature.experience.description':
    'From the first search to the return flight, a trip that feels made for you.',
  'whyNexovia.figure.destinations': 'Destinations',
  'whyNexovia.figure.support': 'Support',
  'whyNexovia.point.security.title': 'Maximum security',
  'whyNexovia.point.security.description': 'Your data and payments are protected at every step.',
  'whyNexovia.point.transparency.title': 'Total transparency',
  'whyNexovia.point.transparency.description': 'Clear prices, clear conditions, clear answers.',
  'whyNexovia.point.innovation.title': 'Continuous innovation',
  'whyNexovia.point.innovation.description': 'New services every season, shaped by what travellers ask for.',
  'whyNexovia.point.community.title': 'Engaged community',
  'whyNexovia.point.community.description':
    'A network of travellers, partners and local guides on both continents.',
  'whyNexovia.cta': 'Start planning your trip',
  'whyNexovia.featuresTitle': 'What sets us apart',
  'whyNexovia.figuresTitle': 'Nexovia in figures',
  'whyNexovia.pointsTitle': 'Our commitments',

  'underConstruction.title.flights': 'Flight booking is coming soon',
  'underConstruction.title.hotels': 'Hotel booking is coming soon',
  'underConstruction.title.cars': 'Car rental is coming soon',
  'underConstruction.title.activities': 'Activities are coming soon',
  'underConstruction.subtitle': 'We are building something great for you.',
  'underConstruction.progress': 'Progress',
  'underConstruction.featuresTitle': "What's coming",
  'underConstruction.feature.bestPrices': 'The best prices, compared for you',
  'underConstruction.feature.securePayment': 'Secure payment',
  'underConstruction.feature.instantConfirmation': 'Instant confirmation',
  'underConstruction.feature.support': 'Support in English and French',
  'underConstruction.announcement': 'This page is under construction. Come back soon!',
  'underConstruction.exploreBlog': 'Explore the Blog',

  'legal.lastUpdated': 'Last updated: {date}',
} as const
