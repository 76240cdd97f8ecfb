import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import type { TAccountBooking } from '@nexovia/content-schema/payments/account-bookings'
import type { Translate } from '../../lib/forms/messages'

export const DRIVER_CONTACT_KEYS = [
  'taxiPage.driverContact.phone',
  'taxiPage.driverContact.whatsapp',
  'taxiPage.driverContact.sign',
  'taxiPage.driverContact.flight',
  'taxiPage.driverContact.photo',
] as const

type Ride = Pick<NonNullable<TAccountBooking['ride']>, 'driver' | 'meeting_name' | 'flight_number'>

/**
 * A booked ride's driver once assigned: a line naming them and their plate (each page words it its
 * own way, `lineKey` with `{name}` and `{plate}`), then how to find them: photo, phone, WhatsApp, the
 * sign they hold and the flight they follow.
 */
export function DriverContact<K extends UiKey>({
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
  const driver = ride?.driver
  if (!driver) return null
  const { meeting_name: meetingName, flight_number: flightNumber } = ride
  return (
    <>
      <p data-testid={lineTestId}>{t(lineKey, { name: driver.name, plate: driver.license_plate })}</p>
      <div className="driver-contact" data-testid="driver-contact">
        {driver.photo_url && (
          <img
            src={driver.photo_url}
            alt={t('taxiPage.driverContact.photo', { name: driver.name })}
            width={64}
            height={64}
          />
        )}
        {driver.phone && (
          <p>
            {t('taxiPage.driverContact.phone')}{' '}
            <a href={`tel:${driver.phone.replace(/[^+\d]/g, '')}`}>{driver.phone}</a>
          </p>
        )}
        {driver.whatsapp_url && (
          <p>
            <a href={driver.whatsapp_url} rel="noopener" target="_blank" data-testid="driver-whatsapp">
              {t('taxiPage.driverContact.whatsapp')}
            </a>
          </p>
        )}
        {meetingName && (
          <p data-testid="driver-sign">{t('taxiPage.driverContact.sign', { name: meetingName })}</p>
        )}
        {flightNumber && <p>{t('taxiPage.driverContact.flight', { flight: flightNumber })}</p>}
      </div>
    </>
  )
}
