import { API } from '@nexovia/content-schema/api/endpoints'
import { formatMediumDate, type Locale } from '@nexovia/content-schema/core'
import type {
  TAdminBookingTravellers,
  TAdminPassenger,
} from '@nexovia/content-schema/payments/admin-bookings'
import { useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import type { Translate } from '../../lib/forms/messages'
import type { ADMIN_BOOKINGS_MESSAGE_KEYS } from './adminMessages'
import { ConsoleDialog } from './ConsoleDialog'
import { toSignIn } from './consoleApi'
import { type Loaded, LoadedPart } from './LoadedPart'
import { maskPassport } from './passportMask'

type T = Translate<(typeof ADMIN_BOOKINGS_MESSAGE_KEYS)[number]>
type Props = {
  t: T
  locale: Locale
  booking: { id: number | string; reference: string }
  loginPath: string
  onClose: () => void
}

/** A calendar day (YYYY-MM-DD) in the page's language, not shifted by the browser's zone. */
const dayOf = (isoDate: string | null, locale: Locale) => (isoDate ? formatMediumDate(isoDate, locale) : '—')

/**
 * The passengers of one booking, asked from the cms when a staff member opens it (never with the
 * list). Passport numbers show masked until revealed, one passenger at a time.
 */
export function BookingPassengers({ t, locale, booking, loginPath, onClose }: Props) {
  const [answer, setAnswer] = useState<Loaded<TAdminBookingTravellers>>(null)
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set())

  useEffect(() => {
    let isCurrent = true
    void callEndpoint(API.adminBookingTravellers, { params: { id: booking.id } }).then((reply) => {
      if (!isCurrent) return
      if (!reply.ok && reply.status === 401) return toSignIn(loginPath)
      setAnswer(reply.ok ? reply.data : 'failed')
    })
    return () => {
      isCurrent = false
    }
  }, [booking.id, loginPath])

  const toggle = (index: number) =>
    setRevealed((shown) => {
      const next = new Set(shown)
      if (!next.delete(index)) next.add(index)
      return next
    })

  const passport = (passenger: TAdminPassenger, index: number) => {
    if (!passenger.passportNumber) return '—'
    const name = `${passenger.givenNames} ${passenger.surname}`
    const isShown = revealed.has(index)
    return (
      <>
        <span data-testid={`passport-${index + 1}`}>
          {isShown ? passenger.passportNumber : maskPassport(passenger.passportNumber)}
        </span>{' '}
        <button
          type="button"
          className="button button--secondary"
          aria-label={t(isShown ? 'admin.bookings.hideLabel' : 'admin.bookings.revealLabel', { name })}
          onClick={() => toggle(index)}
        >
          {t(isShown ? 'admin.bookings.hide' : 'admin.bookings.reveal')}
        </button>
      </>
    )
  }

  return (
    <ConsoleDialog
      titleId="booking-passengers"
      title={t('admin.bookings.passengersTitle', { reference: booking.reference })}
      close={{ label: t('admin.bookings.close'), onClick: onClose }}
    >
      <LoadedPart
        loaded={answer}
        texts={{
          loading: t('admin.loading'),
          failed: t('admin.bookings.passengersFailed'),
          empty: t('admin.bookings.noPassengers'),
        }}
        isEmpty={(loaded) => loaded.passengers.length === 0}
      >
        {(answer) => (
          <>
            <ol className="admin-passengers" data-testid="booking-passengers">
              {answer.passengers.map((passenger, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: passengers are numbered as booked, never reordered
                <li key={index}>
                  <strong>
                    {t(`travellers.titles.${passenger.title as 'mr'}`)} {passenger.givenNames}{' '}
                    {passenger.surname}
                  </strong>
                  <dl className="admin-passengers__details">
                    <dt>{t('admin.bookings.birthDate')}</dt>
                    <dd>{dayOf(passenger.birthDate, locale)}</dd>
                    <dt>{t('admin.bookings.nationality')}</dt>
                    <dd>{passenger.nationality ?? '—'}</dd>
                    <dt>{t('admin.bookings.passportNumber')}</dt>
                    <dd>{passport(passenger, index)}</dd>
                    <dt>{t('admin.bookings.passportExpiry')}</dt>
                    <dd>{dayOf(passenger.passportExpiry, locale)}</dd>
                  </dl>
                </li>
              ))}
            </ol>
            <h3>{t('admin.bookings.contact')}</h3>
            <p>
              {answer.contactEmail} · {answer.contactPhone}
            </p>
          </>
        )}
      </LoadedPart>
    </ConsoleDialog>
  )
}
