import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { formatMoney } from '@nexovia/content-schema/format/money'
import type { TAdminBookingListItem } from '@nexovia/content-schema/payments/admin-bookings'
import type { TBookingHistory } from '@nexovia/content-schema/payments/staff-actions'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice } from '../../lib/forms/fields'
import { messageOr, type Translate } from '../../lib/forms/messages'
import type { AdminBookingsMessages } from './adminMessages'
import { BookingMessages } from './BookingMessages'
import { ConsoleDialog } from './ConsoleDialog'
import { toSignIn } from './consoleApi'
import { type Loaded, LoadedPart } from './LoadedPart'
import { PlaceTime } from './PlaceTime'
import { StaffNoteForm } from './StaffNoteForm'

type Props = {
  t: Translate<keyof AdminBookingsMessages>
  messages: AdminBookingsMessages
  locale: Locale
  booking: TAdminBookingListItem & { label: string }
  loginPath: string
  /** A refund or cancel changed the booking: the list reloads. */
  onChanged: () => void
  onClose: () => void
}

const UNPAID = ['pending', 'expired', 'failed']

/**
 * One booking for staff (issue 35): refund it (paid) or cancel it (unpaid) with a required reason,
 * add notes, and read its history (who did what, when), newest first. What was typed stays when the
 * cms refuses it.
 */
export function BookingManage({ t, messages, locale, booking, loginPath, onChanged, onClose }: Props) {
  const [history, setHistory] = useState<Loaded<TBookingHistory>>(null)
  const [status, setStatus] = useState(booking.status)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState('')
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [isSaving, setIsSaving] = useState(false)

  const loadHistory = useCallback(async () => {
    const answer = await callEndpoint(API.bookingHistory, { params: { id: booking.id } })
    if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
    setHistory(answer.ok ? answer.data : 'failed')
  }, [booking.id, loginPath])

  useEffect(() => {
    void loadHistory()
  }, [loadHistory])

  /** The next older page of the history, added under the lines shown (the history is paged). */
  async function loadOlder(shown: TBookingHistory) {
    if (shown.nextBefore === null) return
    const answer = await callEndpoint(API.bookingHistory, {
      params: { id: booking.id },
      query: { before: shown.nextBefore },
    })
    if (!answer.ok)
      return setNotice({ tone: 'error', text: refused(answer) || t('staffBooking.historyFailed') })
    setHistory({ ...answer.data, entries: [...shown.entries, ...answer.data.entries] })
  }

  /** A refused call: 401 to the sign-in, a field error under its field, anything else said above. */
  const refused = (answer: { status: number; message: string; fieldErrors?: Record<string, unknown> }) => {
    if (answer.status === 401) return toSignIn(loginPath)
    const fieldError = answer.fieldErrors?.reason ?? answer.fieldErrors?.text
    if (typeof fieldError === 'string') return messageOr(messages, fieldError, 'staffBooking.actionFailed')
    setNotice({ tone: 'error', text: messageOr(messages, answer.message, 'staffBooking.actionFailed') })
    return ''
  }

  async function cancel(event: FormEvent) {
    event.preventDefault()
    setNotice(null)
    if (!reason.trim()) return setReasonError(t('validation.reasonRequired'))
    setReasonError('')
    setIsSaving(true)
    const answer = await callEndpoint(API.staffCancelBooking, {
      params: { id: booking.id },
      body: { reason },
    })
    setIsSaving(false)
    if (!answer.ok) return setReasonError(refused(answer) ?? '')
    setStatus(answer.data.status)
    setReason('')
    setNotice({ tone: 'success', text: t(`staffBooking.${answer.data.status}`) })
    onChanged()
    await loadHistory()
  }

  async function addNote(event: FormEvent) {
    event.preventDefault()
    if (!note.trim()) return setNoteError(t('validation.noteRequired'))
    setNoteError('')
    setIsSaving(true)
    const answer = await callEndpoint(API.addBookingNote, {
      params: { id: booking.id },
      body: { text: note },
    })
    setIsSaving(false)
    if (!answer.ok) return setNoteError(refused(answer) ?? '')
    setNote('')
    setHistory(answer.data)
  }

  const amount = formatMoney(booking.amount, booking.currency, locale)
  const isPaid = status === 'confirmed'
  const canCancel = isPaid || UNPAID.includes(status)

  return (
    <ConsoleDialog
      titleId="booking-manage"
      title={t('staffBooking.title', { reference: booking.label })}
      className="admin-manage"
      close={{ label: t('admin.bookings.close'), onClick: onClose }}
    >
      <p>
        {t(`account.bookings.status.${status}`)} · {amount} · {booking.email}
      </p>
      <FormNotice tone={notice?.tone ?? 'error'}>{notice?.text}</FormNotice>
      {canCancel && (
        <StaffNoteForm
          field={{
            name: 'reason',
            label: t('staffBooking.reason'),
            value: reason,
            onChange: setReason,
            error: reasonError,
          }}
          button={{
            label: isPaid ? t('staffBooking.refundButton', { amount }) : t('staffBooking.cancelButton'),
            className: 'button',
          }}
          isSaving={isSaving}
          onSubmit={(event) => void cancel(event)}
        >
          <h3>{t(isPaid ? 'staffBooking.refundTitle' : 'staffBooking.cancelTitle')}</h3>
          <p>{isPaid ? t('staffBooking.refundIntro', { amount }) : t('staffBooking.cancelIntro')}</p>
        </StaffNoteForm>
      )}
      <StaffNoteForm
        field={{
          name: 'note',
          label: t('staffBooking.note'),
          value: note,
          onChange: setNote,
          error: noteError,
        }}
        button={{ label: t('staffBooking.addNote'), className: 'button button--secondary' }}
        isSaving={isSaving}
        onSubmit={(event) => void addNote(event)}
      />
      <h3>{t('staffBooking.history')}</h3>
      <LoadedPart
        loaded={history}
        texts={{
          loading: t('admin.loading'),
          failed: t('staffBooking.historyFailed'),
          empty: t('staffBooking.historyEmpty'),
        }}
        isEmpty={(loaded) => loaded.entries.length === 0}
      >
        {(history) => (
          <>
            <ol className="admin-history" data-testid="booking-history">
              {history.entries.map((entry) => (
                <li key={entry.id}>
                  <strong>
                    {t('staffBooking.entry', {
                      kind: t(`staffBooking.kind.${entry.kind}`),
                      author: entry.author,
                    })}
                  </strong>{' '}
                  · <PlaceTime at={entry.at} locale={locale} t={t} />
                  {entry.detail && <p className="admin-pre">{historyDetail(t, entry)}</p>}
                </li>
              ))}
            </ol>
            {history.nextBefore !== null && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void loadOlder(history)}
              >
                {t('staffBooking.historyOlder')}
              </button>
            )}
          </>
        )}
      </LoadedPart>
      <BookingMessages t={t} locale={locale} bookingId={Number(booking.id)} />
    </ConsoleDialog>
  )
}

/** A ride's move is recorded as its new status: said in the page's language; other details as typed. */
const historyDetail = (t: Props['t'], entry: TBookingHistory['entries'][number]) =>
  entry.kind === 'ride_status' && (entry.detail === 'completed' || entry.detail === 'cancelled')
    ? t(`staffBooking.ride.${entry.detail}`)
    : entry.detail
