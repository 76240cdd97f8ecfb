import { API } from '@nexovia/content-schema/api/endpoints'
import { bookingMessages } from '../../services/messages/bookingMessages'
import { notFound, privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'

/** GET /api/admin/bookings/:id/messages: the booking's messages by channel with their status. */
export const bookingMessagesEndpoint = contractEndpoint(API.bookingMessages, {
  handler: async ({ req, params }) => {
    const listed = await bookingMessages(req.payload, params.id)
    return listed ? privateJson(listed) : notFound()
  },
})
