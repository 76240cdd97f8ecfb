import type { TaskConfig } from 'payload'
import { drizzleOf } from '../../lib/typedDatabase'
import { hooksOfKind, housekeepingHooks } from '../bookingKinds'
import { expireOverdueBookings, unsentConfirmations } from '../bookings/bookingStore'
import { sendConfirmation } from '../confirmation/confirmationDelivery'
import { confirmOverdueCharges } from './confirmOverdueCharges'

export const EXPIRE_BOOKINGS_TASK = 'expireBookings'
export const PAYMENTS_QUEUE = 'payments'

/**
 * Every minute on the payments queue: pending bookings whose checkout session has expired become
 * expired (Stripe's own expiry event may never arrive, the test checkout has none), and confirmation
 * mails that failed to leave are sent again. Mobile-money attempts are first re-queried from their
 * provider (confirmOverdueCharges.ts), so a paid one confirms rather than expires. Taxi rides of
 * expired bookings are cancelled and quotes a day past their expiry deleted.
 */
export const expireBookingsTask: TaskConfig<{ input: object; output: { expired: number; mailed: number } }> =
  {
    slug: EXPIRE_BOOKINGS_TASK,
    schedule: [{ cron: '* * * * *', queue: PAYMENTS_QUEUE }],
    outputSchema: [
      { name: 'expired', type: 'number', required: true },
      { name: 'mailed', type: 'number', required: true },
    ],
    handler: async ({ req }) => {
      const now = new Date()
      await confirmOverdueCharges(req.payload, now)
      const expired = await expireOverdueBookings(req.payload, now)
      // What expired bookings held is released (a ride is cancelled, its quote may be booked again).
      const db = drizzleOf(req.payload)
      for (const [type, ids] of Map.groupBy(expired, (booking) => booking.type)) {
        await hooksOfKind(type)?.onReleased?.(
          db,
          ids.map((booking) => booking.id),
          now,
        )
      }
      for (const onHousekeeping of housekeepingHooks()) await onHousekeeping(db, now)
      const unsent = await unsentConfirmations(req.payload)
      for (const id of unsent) await sendConfirmation(req.payload, id, now)
      if (expired.length) req.payload.logger.info(`Expired ${expired.length} unpaid bookings`)
      return { output: { expired: expired.length, mailed: unsent.length } }
    },
  }
