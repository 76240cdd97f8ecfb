import type { Translate } from '../../lib/forms/messages'

export const DRIVER_CONTACT_KEYS = [
  'taxiPage.driverContact.phone',
  'taxiPage.driverContact.whatsapp',
  'taxiPage.driverContact.sign',
  'taxiPage.driverContact.flight',
  'taxiPage.driverContact.photo',
] as const

type Driver = {
  name: string
  phone?: string | null
  whatsapp_url?: string | null
  photo_url?: string | null
}

type Props = {
  driver: Driver
  meetingName?: string | null
  flightNumber?: string | null
  t: Translate<(typeof DRIVER_CONTACT_KEYS)[number]>
}

/** How to find the assigned driver: photo, phone, WhatsApp, the sign they hold and the flight they follow. */
export function DriverContact({ driver, meetingName, flightNumber, t }: Props) {
  return (
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
  )
}
