/** English UI strings: page titles and descriptions. */
export const meta = {
  'meta.siteName': 'Nexovia',
  'meta.defaultDescription':
    'Flights, hotels, airport taxi and a personal concierge for travel between the United States and West Africa.',
  'meta.homeTitle': 'Nexovia — Your bridge between America and Africa',
  'meta.blogTitle': 'Travel Blog',
  'meta.blogDescription':
    'Destination guides, travel tips and inspiration for trips between America and Africa.',
  'meta.guideTitle': '{name} travel guide',
  'meta.guideDescription': 'Highlights, top attractions and practical information for your trip to {name}.',
  'meta.loginTitle': 'Sign in',
  'meta.signupTitle': 'Create an account',
  'meta.forgotTitle': 'Reset your password',
  'meta.accountTitle': 'My account',
  'meta.termsTitle': 'Terms of Service',
  'meta.privacyTitle': 'Privacy Policy',
  'meta.whyTitle': 'Why choose Nexovia',
  'meta.savingsTitle': 'Travel Savings',
  'meta.taxiTitle': 'Airport taxi',
  'meta.notFoundTitle': 'Page not found',
  'meta.whyDescription':
    'Secure payments, a personal concierge, 24/7 support and special fares for the diaspora: why travellers choose Nexovia.',
  'meta.termsDescription':
    'The terms that apply when you use the Nexovia website and book travel services through it.',
  'meta.privacyDescription':
    'What personal data Nexovia collects, why, how long we keep it and how to exercise your rights.',
  'meta.underConstructionDescription':
    'This Nexovia service is being built. Meanwhile, explore our travel blog and destination guides.',
} as const
