import { formatMoney, type Locale, refundWords } from '@nexovia/content-schema/core'
import type { TBookingLookupInput, TManagedBooking } from '@nexovia/content-schema/payments/manage'
import { lazy, Suspense, useEffect, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { EmailField, FormNotice, TextField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { ForgetDevice } from '../pocket/ForgetDevice'
import KeptTrips from '../pocket/KeptTrips'
import { keepTrip } from '../pocket/tripStore'
import { AirlineCancel } from './AirlineCancel'
import { CancelBooking } from './CancelBooking'
import { ManagedBookingCard } from './ManagedBookingCard'
import type { ManageMessages } from './manageMessages'
import { NotifyDevice } from './NotifyDevice'

// The messages section comes with a found booking, not with the page (its first JS is near the budget).
const GuestMessages = lazy(() => import('./GuestMessages'))

const loadSchema = () =>
  import('@nexovia/content-schema/payments/manage').then((module) => module.ZBookingLookupInput)

type Found = { booking: TManagedBooking; lookup: TBookingLookupInput; isJustCancelled?: boolean }
type Resend = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }

/**
 * /manage-booking: a booking found by its reference and the address it was booked with, signed in
 * or not; the confirmation can be mailed again (to the booking's own address only).
 */
export default function ManageBooking({
  locale,
  messages,
  pushKey,
}: {
  locale: Locale
  messages: ManageMessages
  /** The VAPID public key: "Notify me on this device" is offered only with one. */
  pushKey?: string
}) {
  const t = messagesTranslator(messages)
  const [found, setFound] = useState<Found | null>(null)
  const [resend, setResend] = useState<Resend>({ state: 'idle' })
  // Opened without a network (the worker's kept page or none): the trips kept on this device instead.
  const [isOffline, setIsOffline] = useState(false)
  useEffect(() => setIsOffline(!navigator.onLine), [])
  const form = useForm({
    initial: { reference: '', email: '' },
    schema: loadSchema,
    messages,
    fallback: 'errors.generic',
  })
  // My Bookings links here with ?reference=…: the reference is filled in, the address is typed.
  const { setValue } = form
  useEffect(() => {
    const reference = new URLSearchParams(window.location.search).get('reference')
    if (reference) setValue('reference', reference.slice(0, 20))
  }, [setValue])
  const submit = form.submitWith({
    send: async (lookup) => {
      const answer = await callApi('bookingLookup', { body: { ...lookup, locale } })
      if (answer.ok) {
        setFound({ booking: answer.data.booking, lookup })
        // What the traveller has just been shown is kept on their device, for the airport without a network.
        void keepTrip(answer.data.booking)
      }
      return answer
    },
    failure: 'manage.notFound',
    onSuccess: () => setResend({ state: 'idle' }),
  })

  async function sendAgain(lookup: TBookingLookupInput) {
    setResend({ state: 'sending' })
    const answer = await callApi('resendBookingConfirmation', { body: lookup })
    setResend(answer.ok ? { state: 'sent' } : { state: 'failed', message: answer.message })
  }

  if (found) {
    // The two ways to cancel (through us, through the airline) act on the same booking alike.
    const cancelling = {
      booking: found.booking,
      lookup: found.lookup,
      locale,
      t,
      messages,
      onCancelled: (booking: TManagedBooking) => {
        setFound({ booking, lookup: found.lookup, isJustCancelled: true })
        void keepTrip(booking)
      },
    }
    return (
      <div className="manage-booking">
        <ManagedBookingCard booking={found.booking} locale={locale} t={t} />
        <p className="manage-booking__kept" data-testid="trip-kept">
          {t('pocket.trips.kept')}
        </p>
        <ForgetDevice t={t} />
        <NotifyDevice target={{ lookup: found.lookup }} locale={locale} publicKey={pushKey} t={t} />
        {found.isJustCancelled && found.booking.refund && (
          <p className="notice notice--success" role="status">
            {t('manage.cancel.done', {
              amount: formatMoney(found.booking.refund.amount, found.booking.refund.currency, locale),
              ...refundWords(found.booking.paid_with, t),
            })}
          </p>
        )}
        <Suspense fallback={null}>
          <GuestMessages
            key={found.booking.reference}
            lookup={found.lookup}
            consent={found.booking.messages}
            locale={locale}
            messages={messages}
          />
        </Suspense>
        <CancelBooking {...cancelling} />
        <AirlineCancel {...cancelling} />
        {found.booking.cancellation.kind === 'contact' && !found.booking.airline_cancel && (
          <p>{t('manage.help')}</p>
        )}
        <div className="form-actions">
          {resend.state === 'sent' ? (
            <p className="notice notice--success" role="status">
              {t('manage.resent', { email: found.lookup.email })}
            </p>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={resend.state === 'sending'}
              onClick={() => sendAgain(found.lookup)}
            >
              {resend.state === 'sending' ? t('manage.resending') : t('manage.resend')}
            </button>
          )}
          <button type="button" className="link-button" onClick={() => setFound(null)}>
            {t('manage.another')}
          </button>
        </div>
        {resend.state === 'failed' && (
          <p className="notice notice--error" role="alert">
            {messageOr(messages, resend.message, 'errors.generic')}
          </p>
        )}
      </div>
    )
  }

  if (isOffline) return <KeptTrips locale={locale} messages={messages} />

  return (
    <form {...form.formProps} className="manage-booking__form" onSubmit={submit} noValidate>
      <FormNotice tone="error">{form.failure}</FormNotice>
      <TextField
        {...form.field('reference')}
        label={t('manage.reference')}
        placeholder={t('manage.referenceHint')}
        autoComplete="off"
        required
      />
      <EmailField {...form.field('email')} label={t('manage.email')} required />
      <button className="button" type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('manage.finding') : t('manage.find')}
      </button>
    </form>
  )
}
