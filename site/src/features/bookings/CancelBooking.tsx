import { formatMoney, formatZonedDateTime, refundWords } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { messageOr } from '../../lib/forms/messages'
import { useReaderZone } from '../../lib/useReaderZone'
import { CancelButtons, type CancelSectionProps } from './CancelButtons'

type Step = { step: 'offer' | 'confirm' | 'cancelling' } | { step: 'failed'; message: string }

/**
 * Free cancellation, offered only while the booking's terms allow it: the refund and the deadline are
 * said before the traveller confirms; the cms checks the terms again before refunding.
 */
export function CancelBooking(props: CancelSectionProps) {
  const { booking, locale, t } = props
  const [state, setState] = useState<Step>({ step: 'offer' })
  const readerZone = useReaderZone()
  if (booking.cancellation.kind !== 'free' || !booking.cancellation.until) return null
  const amount = formatMoney(booking.amount, booking.currency, locale)

  async function cancel() {
    setState({ step: 'cancelling' })
    const answer = await callApi('cancelBooking', { body: props.lookup })
    if (answer.ok) props.onCancelled(answer.data.booking)
    else setState({ step: 'failed', message: answer.message })
  }

  return (
    <section className="cancel-booking" aria-labelledby="cancel-booking-title">
      <p id="cancel-booking-title">
        {t('manage.cancel.free', {
          date: formatZonedDateTime(booking.cancellation.until, { locale, timeZone: readerZone }),
          amount,
        })}
      </p>
      {state.step === 'offer' || state.step === 'failed' ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setState({ step: 'confirm' })}
        >
          {t('manage.cancel.start')}
        </button>
      ) : (
        <div className="cancel-booking__confirm">
          <h3 id="cancel-confirm-title">
            {t('manage.cancel.confirmTitle', { reference: booking.reference })}
          </h3>
          <p>{t('manage.cancel.confirmText', { amount, ...refundWords(booking.paid_with, t) })}</p>
          <CancelButtons
            isCancelling={state.step === 'cancelling'}
            onConfirm={cancel}
            onKeep={() => setState({ step: 'offer' })}
            t={t}
          />
        </div>
      )}
      {state.step === 'failed' && (
        <p className="notice notice--error" role="alert">
          {messageOr(props.messages, state.message, 'errors.generic')}
        </p>
      )}
    </section>
  )
}
