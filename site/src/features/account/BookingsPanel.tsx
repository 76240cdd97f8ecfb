import { BOOKING_STATUS_COLOURS } from '@nexovia/content-schema/accounts/constants'
import { formatMediumDate, type Locale, labelled } from '@nexovia/content-schema/core'
import { formatMoney } from '@nexovia/content-schema/format/money'
import { useEffect } from 'react'
import type { AccountBooking } from '../../lib/session'
import { pathIn } from '../auth/client'
import { FlightTickets } from '../bookings/FlightTickets'
import { NotifyDevice } from '../bookings/NotifyDevice'
import { tripCardOfAccountBooking } from '../pocket/tripCard'
import { keepTrips } from '../pocket/tripStore'
import { DriverContact } from '../taxi/DriverContact'
import type { AccountT } from './accountMessages'

type Props = {
  locale: Locale
  t: AccountT
  bookings: AccountBooking[]
  /** The site's Web Push key: set, each trip offers "Notify me on this device". */
  pushKey?: string
}

/** The traveller's bookings with their status, or the way to book a first trip. */
export function BookingsPanel({ locale, t, bookings, pushKey }: Props) {
  // What My Bookings shows the signed-in traveller is kept on their device, for the airport without a
  // network; signing out forgets it (AccountArea).
  useEffect(() => {
    void keepTrips(bookings.flatMap((booking) => tripCardOfAccountBooking(booking) ?? []))
  }, [bookings])
  if (bookings.length === 0) {
    return (
      <div>
        <h2>{t('account.bookings.title')}</h2>
        <p>{t('account.bookings.empty')}</p>
        {/* The home page's searches book every trip. */}
        <a className="button" href={pathIn(locale, '/')}>
          {t('account.bookings.bookTrip')}
        </a>
      </div>
    )
  }
  return (
    <div>
      <h2>{t('account.bookings.title')}</h2>
      <ul className="bookings">
        {bookings.map((booking) => (
          <li key={booking.id} className="booking">
            <h3>{booking.itemName ?? booking.destination}</h3>
            <span className={`badge badge--${BOOKING_STATUS_COLOURS[booking.status]}`}>
              {t(`account.bookings.status.${booking.status}`)}
            </span>
            <p>{labelled(t('account.bookings.reference'), booking.reference ?? '', locale)}</p>
            {booking.supplier_confirmation && (
              <p data-testid="booking-supplier-confirmation">
                {labelled(t('manage.supplierConfirmation'), booking.supplier_confirmation, locale)}
              </p>
            )}
            <p data-testid="booking-amount" data-currency={booking.currency}>
              {labelled(
                t('account.bookings.paid'),
                formatMoney(booking.amount, booking.currency, locale),
                locale,
              )}
            </p>
            {booking.itinerary.length > 0 ? (
              <ul className="booking__itinerary" data-testid="booking-itinerary">
                {booking.itinerary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              booking.departureDate && (
                <p>
                  {labelled(
                    t('account.bookings.departure'),
                    formatMediumDate(booking.departureDate, locale),
                    locale,
                  )}
                </p>
              )
            )}
            {booking.tickets && (
              <FlightTickets
                tickets={booking.tickets}
                reference={booking.reference ?? ''}
                locale={locale}
                t={t}
              />
            )}
            {booking.refund && (
              <p data-testid="booking-refund">
                {t('taxiPage.account.refunded', {
                  amount: formatMoney(booking.refund.amount, booking.refund.currency, locale),
                })}
              </p>
            )}
            <a
              className="link-button"
              href={`${pathIn(locale, '/manage-booking')}?reference=${encodeURIComponent(booking.reference ?? '')}`}
            >
              {t('manage.link')}
            </a>
            <DriverContact
              ride={booking.ride}
              lineKey="taxiPage.account.driver"
              lineTestId="booking-driver"
              t={t}
            />
            {booking.reference && (
              <NotifyDevice
                target={{ ownReference: booking.reference }}
                locale={locale}
                publicKey={pushKey}
                t={t}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
