import { COLLECTION_SLUGS, type Locale, paidWithOf, type TCurrency } from '@nexovia/content-schema'
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
  /** The paying booking's: the refund is in the currency charged, and goes back the way it was paid. */
  currency: TCurrency
  payment_method: string | null
  card_last4: string | null
  charge_network: string | null
  charge_phone: string | null
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
      SELECT r.customer_email, r.locale, r.origin_address, r.destination_address, r.scheduled_at, r.zone,
        r.origin_lng, coalesce(b.currency::text, r.currency::text) AS currency, b.payment_method,
        b.card_last4, b.charge_network, b.charge_phone
      FROM rides r
      LEFT JOIN LATERAL (
        SELECT currency, payment_method, card_last4, charge_network, charge_phone FROM bookings
        WHERE ride_id = r.id ORDER BY id DESC LIMIT 1
      ) b ON true
      WHERE r.id = ${rideId}`)
    const [ride] = rows as RideRow[]
    if (!ride) return
    await payload.sendEmail(
      cancellationMail({
        email: ride.customer_email,
        locale: ride.locale,
        from: ride.origin_address,
        to: ride.destination_address,
        when: pickupTime(ride.scheduled_at, ride.locale, timeZoneAt(ride.zone, Number(ride.origin_lng))),
        refund: refund && {
          amount: refund.amount,
          currency: ride.currency,
          paidWith: paidWithOf({
            paymentMethod: ride.payment_method,
            cardLast4: ride.card_last4,
            chargeNetwork: ride.charge_network,
            chargePhone: ride.charge_phone,
          }),
        },
      }),
    )
  } catch (cause) {
    payload.logger.error(`Cancellation mail of ride ${rideId} failed: ${String(cause)}`)
  }
}

/** mailRideCancellation of the ride a booking paid for, if it paid for one (a refund after staff cancelled it). */
export async function mailRideCancellationOfBooking(
  payload: Payload,
  bookingId: number,
  refund: { amount: number } | null,
): Promise<void> {
  const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
  const ride = typeof booking.ride === 'object' ? booking.ride?.id : booking.ride
  if (ride) await mailRideCancellation(payload, ride, refund)
}
