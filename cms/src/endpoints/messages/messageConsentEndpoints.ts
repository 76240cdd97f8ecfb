import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { setAccountConsent, setBookingConsent } from '../../services/messages/consentChanges'
import { contractEndpoint } from '../contract/contractEndpoint'

const PRIVATE = { 'cache-control': 'private, no-store' } as const

/** PUT /api/account/messages: the signed-in traveller's phone channels (400 with field errors as keys). */
const accountMessages = contractEndpoint(API.accountMessages, {
  handler: async ({ req, body, user }) =>
    Response.json(await setAccountConsent(req.payload, Number(user.id), body), { headers: PRIVATE }),
})

/** POST /api/bookings/lookup/messages: a booking's phone channels by reference and address (404 as the lookup's). */
const bookingMessagesConsent = contractEndpoint(API.bookingMessagesConsent, {
  handler: async ({ req, body }) => {
    const answer = await setBookingConsent(req.payload, body)
    if (!answer) return apiError(404, { message: 'manage.notFound' }, PRIVATE)
    return Response.json(answer, { headers: PRIVATE })
  },
})

export const accountMessagesEndpoint = accountMessages
export const bookingMessagesConsentEndpoints: Endpoint[] = [bookingMessagesConsent]
