import { formatMoney, formatZonedDateTime, paidWithOf, type TCurrency } from '@nexovia/content-schema'
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { bookings, rides } from '../../payload-generated-schema'
import { drizzleOf } from '../lib/typedDatabase'
import { notifyTraveller } from '../messages/notifier'
import { cancellationMail } from './rideMail'
import { rideOfBooking } from './rideOfBooking'
import { timeZoneAt } from './zones'

/** The ride as its cancellation mail tells it. */
async function rideToTell(payload: Payload, rideId: number) {
  const [ride] = await drizzleOf(payload)
    .select({
      email: rides.customerEmail,
      locale: rides.locale,
      from: rides.origin_address,
      to: rides.destination_address,
      scheduledAt: rides.scheduledAt,
      zone: rides.zone,
      originLng: rides.origin_lng,
      currency: rides.currency,
    })
    .from(rides)
    .where(eq(rides.id, rideId))
  return ride
}

/** The ride's booking (the ride points at it): the refund is in the currency charged, and goes back the way it was paid. */
async function latestBookingOf(payload: Payload, rideId: number) {
  const [booking] = await drizzleOf(payload)
    .select({
      id: bookings.id,
      reference: bookings.reference,
      currency: bookings.currency,
      paymentMethod: bookings.paymentMethod,
      cardLast4: bookings.cardLast4,
      chargeNetwork: bookings.chargeNetwork,
      chargePhone: bookings.chargePhone,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.booking, bookings.id))
    .where(eq(rides.id, rideId))
  return booking
}

/**
 * Tells the traveller that their ride is cancelled and what was refunded, in the ride's language: the
 * mail as before, and, for a paid ride's booking, WhatsApp or SMS through the notifier (once per
 * booking, however often it is called). An unpaid ride's cancel has no reference and nothing refunded:
 * mail only. Called by whoever cancelled the ride (the conditional update lets one caller win); a
 * failure is logged, never undoes the cancel or the refund, which already happened.
 */
export async function tellRideCancelled(
  payload: Payload,
  rideId: number,
  refund: { amount: number } | null,
): Promise<void> {
  try {
    const ride = await rideToTell(payload, rideId)
    if (!ride) return
    const booking = await latestBookingOf(payload, rideId)
    const when = formatZonedDateTime(ride.scheduledAt, {
      locale: ride.locale,
      timeZone: timeZoneAt(ride.zone, ride.originLng),
    })
    const currency = (booking?.currency ?? ride.currency) as TCurrency
    const email = async () => {
      await payload.sendEmail(
        cancellationMail({
          email: ride.email,
          locale: ride.locale,
          from: ride.from,
          to: ride.to,
          when,
          refund: refund && {
            amount: refund.amount,
            currency,
            paidWith: paidWithOf({
              paymentMethod: booking?.paymentMethod ?? null,
              cardLast4: booking?.cardLast4 ?? null,
              chargeNetwork: booking?.chargeNetwork ?? null,
              chargePhone: booking?.chargePhone ?? null,
            }),
          },
        }),
      )
    }
    if (!booking?.reference || !refund) return await email()
    await notifyTraveller(payload, {
      event: 'rideCancelled',
      bookingId: booking.id,
      variables: {
        reference: booking.reference,
        when,
        amount: formatMoney(refund.amount, currency, ride.locale),
      },
      email,
    })
  } catch (cause) {
    payload.logger.error(`Cancellation notice of ride ${rideId} failed: ${String(cause)}`)
  }
}

/** tellRideCancelled of the ride a booking paid for, if it paid for one (a refund after staff cancelled it). */
export async function tellRideCancelledOfBooking(
  payload: Payload,
  bookingId: number,
  refund: { amount: number } | null,
): Promise<void> {
  const ride = await rideOfBooking(payload, bookingId)
  if (ride) await tellRideCancelled(payload, ride.id, refund)
}
