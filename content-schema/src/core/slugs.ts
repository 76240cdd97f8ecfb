export const COLLECTION_SLUGS = {
  users: 'users',
  admins: 'admins',
  media: 'media',
  posts: 'posts',
  guides: 'guides',
  airports: 'airports',
  places: 'places',
  hotels: 'hotels',
  packages: 'packages',
  bookings: 'bookings',
  bookingTravellers: 'booking-travellers',
  staySupplierBookings: 'stay-supplier-bookings',
  bookingStays: 'booking-stays',
  bookingFlights: 'booking-flights',
  bookingPackages: 'booking-packages',
  paymentEvents: 'payment-events',
  pushSubscriptions: 'push-subscriptions',
  messages: 'messages',
  messageTemplates: 'message-templates',
  priceWatches: 'price-watches',
  conciergeRequests: 'concierge-requests',
  flightLeads: 'flight-leads',
  flightOffers: 'flight-offers',
  flightTickets: 'flight-tickets',
  staffActions: 'staff-actions',
  rides: 'rides',
  drivers: 'drivers',
  taxiQuotes: 'taxi-quotes',
  surveyResponses: 'survey-responses',
} as const

export type CollectionSlug = (typeof COLLECTION_SLUGS)[keyof typeof COLLECTION_SLUGS]

export const GLOBAL_SLUGS = {
  siteSettings: 'site-settings',
  supportTeams: 'support-teams',
  homePage: 'home-page',
  exchangeRates: 'exchange-rates',
} as const

export type GlobalSlug = (typeof GLOBAL_SLUGS)[keyof typeof GLOBAL_SLUGS]
