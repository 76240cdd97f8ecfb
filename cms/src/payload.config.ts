import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCALE, LOCALES } from '@nexovia/content-schema'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionConfig, type Endpoint, type PayloadRequest } from 'payload'
import { en } from 'payload/i18n/en'
import { fr } from 'payload/i18n/fr'
import sharp from 'sharp'
import { hardenApi, OWN_ENDPOINT } from './access/hardenApi'
import { isStaffUser } from './access/roles'
import { apiRoutesFirst } from './apiServer/apiRoutesFirst'
import { Admins } from './collections/Admins'
import { Airports } from './collections/Airports'
import { BookingFlights } from './collections/BookingFlights'
import { BookingPackages } from './collections/BookingPackages'
import { BookingStays } from './collections/BookingStays'
import { Bookings } from './collections/Bookings'
import { BookingTravellers } from './collections/BookingTravellers'
import { ConciergeRequests } from './collections/ConciergeRequests'
import { Drivers } from './collections/Drivers'
import { FlightLeads } from './collections/FlightLeads'
import { FlightOffers } from './collections/FlightOffers'
import { FlightTickets } from './collections/FlightTickets'
import { Guides } from './collections/Guides'
import { Hotels } from './collections/Hotels'
import { Media } from './collections/Media'
import { Messages } from './collections/Messages'
import { MessageTemplates } from './collections/MessageTemplates'
import { Packages } from './collections/Packages'
import { PaymentEvents } from './collections/PaymentEvents'
import { Places } from './collections/Places'
import { Posts } from './collections/Posts'
import { PriceWatches } from './collections/PriceWatches'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { Rides } from './collections/Rides'
import { StaffActions } from './collections/StaffActions'
import { StaySupplierBookings } from './collections/StaySupplierBookings'
import { SurveyResponses } from './collections/SurveyResponses'
import { TaxiQuotes } from './collections/TaxiQuotes'
import { Users } from './collections/Users'
import { singleLineTexts } from './fields/singleLineTexts'
import { ExchangeRates } from './globals/ExchangeRates'
import { HomePage } from './globals/HomePage'
import { SiteSettings } from './globals/SiteSettings'
import { SupportTeams } from './globals/SupportTeams'
import { payloadLogger } from './logger'
import { migrations } from './migrations'
import { assertRoutesMatchContract, ownRoutes } from './routes'
import { ADMIN_COOKIE_PREFIX } from './services/auth/sessionCookies'
import { registerBookingKinds } from './services/bookingKinds'
import { editorsPlugins } from './services/content/editorsPlugins'
import { CONTENT_QUEUE } from './services/content/scheduledPublish'
import { orderFlightTicketsTask } from './services/flights/orders/orderFlightTicketsTask'
import { autoRunOncePerCluster } from './services/jobs/scheduledJobs'
import { mailAdapter } from './services/mail/mailAdapter'
import { MESSAGES_QUEUE, sendMessageTask } from './services/messages/sendMessageTask'
import { MONEY_QUEUE, refreshRatesTask } from './services/money/refreshRatesTask'
import { refreshStaleRatesAtStart } from './services/money/refreshStaleRatesAtStart'
import { expireBookingsTask, PAYMENTS_QUEUE } from './services/payments/housekeeping/expireBookingsTask'
import { registerPaymentProviders } from './services/payments/providers/paymentProviders'
import { PRICE_WATCH_QUEUE, priceWatchTask } from './services/priceWatches/priceWatchTask'
import { uploadStorage } from './services/storage/uploadStorage'
import { flightWatchTask, TAXI_QUEUE } from './services/taxi/flightWatchTask'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const staffOnly = ({ req }: { req: PayloadRequest }) => isStaffUser(req.user)

const LOCALE_LABELS = { en: 'English', fr: 'Français' } as const

// hardenApi and singleLineTexts: on the sanitized config, so they also cover the collections, routes and
// fields Payload and the plugins add themselves (and Lexical's blocks, sanitized by then).
registerBookingKinds()
registerPaymentProviders()
assertRoutesMatchContract()

/**
 * A collection with the routes Payload mounts under its slug (/api/users/login, /api/places/…):
 * attached here, so collections stay declarative and import no endpoint (endpoints sit above them).
 */
const withRoutes = (collection: CollectionConfig, endpoints: Endpoint[]): CollectionConfig => ({
  ...collection,
  endpoints: endpoints.map((endpoint) => ({
    ...endpoint,
    custom: { ...endpoint.custom, [OWN_ENDPOINT]: true },
  })),
})

export default buildConfig({
  // Resizes uploads into the media collection's image sizes.
  sharp,
  admin: {
    user: Admins.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Nexovia CMS' },
  },
  collections: [
    withRoutes(Users, ownRoutes.collections.users),
    withRoutes(Admins, ownRoutes.collections.admins),
    Media,
    Posts,
    Guides,
    Airports,
    withRoutes(Places, ownRoutes.collections.places),
    // Payload routes every /api/hotels/* request to the collection: the search must be mounted there.
    withRoutes(Hotels, ownRoutes.collections.hotels),
    Packages,
    // A booking is looked up by reference and address at /api/bookings/lookup: mounted on the collection.
    withRoutes(Bookings, ownRoutes.collections.bookings),
    BookingTravellers,
    StaySupplierBookings,
    BookingStays,
    BookingFlights,
    BookingPackages,
    PaymentEvents,
    PushSubscriptions,
    // WhatsApp and SMS (issue 45): the webhooks are mounted on the messages collection's path.
    withRoutes(Messages, ownRoutes.collections.messages),
    MessageTemplates,
    PriceWatches,
    ConciergeRequests,
    FlightLeads,
    FlightOffers,
    FlightTickets,
    Rides,
    Drivers,
    TaxiQuotes,
    SurveyResponses,
    StaffActions,
  ],
  // Staff session cookie: nexovia-admin-token (travellers have their own, see sessionCookies.ts).
  cookiePrefix: ADMIN_COOKIE_PREFIX,
  endpoints: apiRoutesFirst(ownRoutes.root),
  globals: [SiteSettings, SupportTeams, HomePage, ExchangeRates],
  // Scheduled work runs in the cms processes (Payload's jobs queue), each pass in one process only
  // (scheduledJobs.ts); not in the API process (api-server.ts turns it off); the int tests run the
  // tasks themselves.
  jobs: {
    tasks: [
      expireBookingsTask,
      orderFlightTicketsTask,
      flightWatchTask,
      refreshRatesTask,
      priceWatchTask,
      sendMessageTask,
    ],
    // Payload lets any signed-in user run, queue or cancel jobs by default; travellers are users here.
    access: { run: staffOnly, queue: staffOnly, cancel: staffOnly },
    // A process that runs the queues also refreshes stale rates once at its start (in the background).
    autoRun: (payload) => {
      if (process.env.VITEST || process.env.NEXOVIA_SCHEDULED_JOBS === 'off') return []
      void refreshStaleRatesAtStart(payload).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Refreshing stale rates at start failed' }),
      )
      return autoRunOncePerCluster([
        PAYMENTS_QUEUE,
        TAXI_QUEUE,
        MONEY_QUEUE,
        CONTENT_QUEUE,
        PRICE_WATCH_QUEUE,
        MESSAGES_QUEUE,
      ])(payload)
    },
  },
  // The panel in the editor's language (the browser's, or their choice in the account view).
  i18n: { supportedLanguages: { en, fr }, fallbackLanguage: 'en' },
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  email: mailAdapter(),
  // The root scripts always provide a secret (generated once under .data/ when none is configured).
  secret: process.env.PAYLOAD_SECRET ?? '',
  serverURL: process.env.CMS_PUBLIC_URL ?? '',
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL },
    // Schema changes go through committed migrations only, in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  // Uploads in S3 when S3_BUCKET is set (several machines), else on local disk; then SEO and redirects.
  plugins: [uploadStorage(), ...editorsPlugins()],
  graphQL: { disable: true },
  telemetry: false,
  // Failed queries are logged without their parameters (hashes, salts, personal data).
  logger: payloadLogger,
  // Rewritten as the dev server starts (a collection changed in dev is typed at once); a test run's
  // in-process Payload would spawn a 20 CPU-s `generate:types` beside its tests for nothing (issue 43).
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    autoGenerate: process.env.NODE_ENV === 'development',
  },
})
  .then(hardenApi)
  .then(singleLineTexts)
