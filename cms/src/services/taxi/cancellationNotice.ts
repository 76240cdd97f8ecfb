import type { Locale, TCurrency } from '@nexovia/content-schema'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { cancellationMail, pickupTime } from './rideMail'
import { timeZoneAt } from './zones'

type RideRow = {
  customer_email: string
  locale: Locale
  origin_address: string
  destination_address: string
  scheduled_at: string | Date
  zone: 'us-northeast' | 'west-africa'
  origin_lng: number | string
  currency: TCurrency
}

/**
 * Mails the traveller that their ride is cancelled and what was refunded, in the ride's language. Called
 * once by whoever cancelled the ride (the conditional update lets one caller win); a failure is logged,
 * never undoes the cancel or the refund, which already happened.
 */
export async function mailRideCancellation(
  payload: Payload,
  rideId: number,
  refund: { amount: number } | null,
): Promise<void> {
  try {
    const { rows } = await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`
      SELECT customer_email, locale, origin_address, destination_address, scheduled_at, zone,
        origin_lng, currency
      FROM rides WHERE id = ${rideId}`)
    const [ride] = rows as RideRow[]
    if (!ride) return
    await payload.sendEmail(
      cancellationMail({
        email: ride.customer_email,
        locale: ride.locale,
        from: ride.origin_address,
        to: ride.destination_address,
        when: pickupTime(ride.scheduled_at, ride.locale, timeZoneAt(ride.zone, Number(ride.origin_lng))),
        refund: refund && { amount: refund.amount, currency: ride.currency },
      }),
    )
  } catch (cause) {
    payload.logger.error(`Cancellation mail of ride ${rideId} failed: ${String(cause)}`)
  }
}
