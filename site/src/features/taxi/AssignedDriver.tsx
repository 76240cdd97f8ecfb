import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import type { TAccountBooking } from '@nexovia/content-schema/payments/account-bookings'
import type { Translate } from '../../lib/forms/messages'
import { type DRIVER_CONTACT_KEYS, DriverContact } from './DriverContact'

type Ride = Pick<NonNullable<TAccountBooking['ride']>, 'driver' | 'meeting_name' | 'flight_number'>

/**
 * A booked ride's driver once assigned: a line naming them and their plate (each page words it its
 * own way, `lineKey` with `{name}` and `{plate}`), then how to reach them on the day.
 */
export function AssignedDriver<K extends UiKey>({
  ride,
  lineKey,
  lineTestId,
  t,
}: {
  ride: Ride | null | undefined
  lineKey: K
  lineTestId?: string
  t: Translate<K | (typeof DRIVER_CONTACT_KEYS)[number]>
}) {
  if (!ride?.driver) return null
  return (
    <>
      <p data-testid={lineTestId}>
        {t(lineKey, { name: ride.driver.name, plate: ride.driver.license_plate })}
      </p>
      <DriverContact
        driver={ride.driver}
        meetingName={ride.meeting_name}
        flightNumber={ride.flight_number}
        t={t}
      />
    </>
  )
}
