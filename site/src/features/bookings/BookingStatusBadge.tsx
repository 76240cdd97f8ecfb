import { BOOKING_STATUS_COLOURS } from '@nexovia/content-schema/accounts/constants'
import type { TBookingStatus } from '@nexovia/content-schema/core/enums'
import type { Translate } from '../../lib/forms/messages'

/** A booking's status as a coloured badge, worded as the traveller's bookings word it. */
export function BookingStatusBadge({
  status,
  t,
}: {
  status: TBookingStatus
  t: Translate<`account.bookings.status.${TBookingStatus}`>
}) {
  return (
    <span className={`badge badge--${BOOKING_STATUS_COLOURS[status]}`}>
      {t(`account.bookings.status.${status}`)}
    </span>
  )
}
