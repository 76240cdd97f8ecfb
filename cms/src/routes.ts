import { adminBookingEndpoints } from './endpoints/admin/adminBookings'
import { adminUserEndpoints } from './endpoints/admin/adminUsers'
import { staffBookingEndpoints } from './endpoints/admin/staffBookingActions'
import { ticketingDeskEndpoints } from './endpoints/admin/ticketingDesk'
import { accountEndpoints, travellerAuthEndpoints } from './endpoints/auth'
import { staffAuthEndpoints } from './endpoints/auth/staffAuth'
import { manageBookingEndpoints } from './endpoints/bookings/manageBooking'
import { pushSubscriptionEndpoints } from './endpoints/bookings/pushSubscriptions'
import { conciergeAdminEndpoints } from './endpoints/concierge/conciergeAdmin'
import { submitConciergeEndpoint } from './endpoints/concierge/submitConcierge'
import { destinationEntryRequirementsEndpoint } from './endpoints/content/destinationEntryRequirements'
import { previewDraftEndpoint } from './endpoints/content/previewDraft'
import { flightEndpoints } from './endpoints/flights'
import { healthEndpoint } from './endpoints/health'
import { checkStayRateEndpoint } from './endpoints/hotels/checkStayRate'
import { searchHotelsByLocationEndpoint } from './endpoints/hotels/searchHotelsByLocation'
import { bookingMessagesEndpoint } from './endpoints/messages/bookingMessagesEndpoint'
import {
  accountMessagesEndpoint,
  bookingMessagesConsentEndpoints,
} from './endpoints/messages/messageConsentEndpoints'
import { messageWebhookEndpoints } from './endpoints/messages/messageWebhooks'
import { exchangeRatesEndpoint } from './endpoints/money/exchangeRates'
import { refreshExchangeRatesEndpoint } from './endpoints/money/refreshExchangeRates'
import { paymentEndpoints } from './endpoints/payments'
import { placeEndpoints } from './endpoints/places/placesEndpoints'
import { priceWatchEndpoints } from './endpoints/priceWatches/priceWatchEndpoints'
import { submitSurveyEndpoint } from './endpoints/survey/submitSurvey'
import { surveyEndpoints } from './endpoints/survey/surveyAdmin'
import { taxiEndpoints } from './endpoints/taxi'
import { contractProblems, type MountedRoutes } from './http/contractRoute'

/**
 * Every route we mount, each built from its entry in content-schema's API table (api/endpoints.ts).
 * payload.config mounts these and refuses to start when the two disagree.
 */
export const ownRoutes = {
  root: [
    ...accountEndpoints,
    submitConciergeEndpoint,
    // Admin console (issue 9): every one requires the admin role (their contracts' access, enforced by endpoints/contract/contractEndpoint.ts).
    ...adminUserEndpoints,
    ...adminBookingEndpoints,
    ...staffBookingEndpoints,
    ...ticketingDeskEndpoints,
    ...conciergeAdminEndpoints,
    submitSurveyEndpoint,
    ...surveyEndpoints,
    ...flightEndpoints,
    ...paymentEndpoints,
    // Airport taxi (issue 10): quote and book are public; /taxi/admin/* require the admin role.
    ...taxiEndpoints,
    exchangeRatesEndpoint,
    refreshExchangeRatesEndpoint,
    // Draft previews (issue 34): the signed token is the permission.
    previewDraftEndpoint,
    destinationEntryRequirementsEndpoint,
    // Price tracking (issue 45): track, confirm and stop by link, the account's list, an admin's run.
    ...priceWatchEndpoints,
    healthEndpoint,
    // Messages where travellers read them (issue 45): the account's consent, the console's list.
    accountMessagesEndpoint,
    bookingMessagesEndpoint,
  ],
  // Payload sends every /api/<slug>/* request to the collection: these are mounted on it.
  collections: {
    users: travellerAuthEndpoints,
    admins: staffAuthEndpoints,
    places: placeEndpoints,
    hotels: [searchHotelsByLocationEndpoint, checkStayRateEndpoint],
    bookings: [...manageBookingEndpoints, ...pushSubscriptionEndpoints, ...bookingMessagesConsentEndpoints],
    messages: messageWebhookEndpoints,
  },
} satisfies MountedRoutes

/** Throws, listing each route without its contract and each contract without its route. */
export function assertRoutesMatchContract(routes: MountedRoutes = ownRoutes) {
  const problems = contractProblems(routes)
  if (problems.length)
    throw new Error(`The cms's routes and the API contract disagree:\n${problems.join('\n')}`)
}
