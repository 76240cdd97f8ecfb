import { BOOKING_STATUS_COLOURS } from '@nexovia/content-schema/accounts/constants'
import { formatMediumDate, formatMoney, type Locale } from '@nexovia/content-schema/core'
import { useId } from 'react'
import type { TTripCard } from '../pocket/tripCard'
import { DriverContact } from '../taxi/DriverContact'
import { FlightTickets } from './FlightTickets'
import type { ManageT } from './manageMessages'

/** What the traveller booked, as the manage-booking page shows it (and the trips kept on the device). */
export function ManagedBookingCard({
  booking,
  locale,
  t,
}: {
  booking: TTripCard
  locale: Locale
  t: ManageT
}) {
  // The trips page shows several cards: each names its own title.
  const titleId = useId()
  const dates = [booking.departureDate, booking.returnDate].flatMap((date) =>
    date ? [formatMediumDate(date, locale)] : [],
  )
  return (
    <article className="managed-booking" data-testid="managed-booking" aria-labelledby={titleId}>
      <header className="managed-booking__header">
        <h2 id={titleId}>{booking.itemName}</h2>
        <span className={`badge badge--${BOOKING_STATUS_COLOURS[booking.status]}`}>
          {t(`account.bookings.status.${booking.status}`)}
        </span>
      </header>
      <dl className="managed-booking__facts">
        <dt>{t('account.bookings.reference')}</dt>
        <dd data-testid="managed-reference">{booking.reference}</dd>
        {booking.supplier_confirmation && (
          <>
            <dt>{t('manage.supplierConfirmation')}</dt>
            <dd data-testid="managed-supplier-confirmation">{booking.supplier_confirmation}</dd>
          </>
        )}
        <dt>{t('manage.bought')}</dt>
        <dd>
          {t(`payments.bookingType.${booking.type}`)} · {booking.itemDetails || booking.destination}
        </dd>
        {dates.length > 0 && (
          <>
            <dt>{t('manage.dates')}</dt>
            <dd>{dates.join(' → ')}</dd>
          </>
        )}
        <dt>{t('manage.amount')}</dt>
        <dd>{formatMoney(booking.amount, booking.currency, locale)}</dd>
      </dl>
      {booking.itinerary.length > 0 && (
        <section className="managed-booking__itinerary" aria-labelledby={`${titleId}-itinerary`}>
          <h3 id={`${titleId}-itinerary`}>{t('itinerary.title')}</h3>
          <ul data-testid="managed-itinerary">
            {booking.itinerary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {booking.tickets && (
        <FlightTickets tickets={booking.tickets} reference={booking.reference} locale={locale} t={t} />
      )}
      {booking.refund && (
        <p>
          {t('manage.refunded', {
            amount: formatMoney(booking.refund.amount, booking.refund.currency, locale),
          })}
        </p>
      )}
      <DriverContact ride={booking.ride} lineKey="manage.driver" t={t} />
    </article>
  )
}
