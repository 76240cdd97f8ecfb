import type { TaskConfig } from 'payload'
import { PAYMENTS_QUEUE } from '../../payments/housekeeping/expireBookingsTask'
import { orderWaitingTickets } from './airlineTicketing'

export const ORDER_FLIGHT_TICKETS_TASK = 'orderFlightTickets'

/**
 * Every minute on the payments queue: paid Duffel tickets whose order was not started, or whose try
 * went quiet (a process stopped, an unknown answer), are ordered; nothing offline.
 */
export const orderFlightTicketsTask: TaskConfig<{ input: object; output: { tried: number } }> = {
  slug: ORDER_FLIGHT_TICKETS_TASK,
  schedule: [{ cron: '* * * * *', queue: PAYMENTS_QUEUE }],
  outputSchema: [{ name: 'tried', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { tried: (await orderWaitingTickets(req.payload)).length } }),
}
