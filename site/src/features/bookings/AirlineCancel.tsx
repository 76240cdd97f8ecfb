import { formatMoney, refundWords } from '@nexovia/content-schema/core'
import type { TAirlineCancelQuote } from '@nexovia/content-schema/payments/manage'
import { useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { messageOr } from '../../lib/forms/messages'
import { CancelButtons, type CancelSectionProps } from './CancelButtons'

type Step =
  | { step: 'offer' | 'asking' }
  | { step: 'quoted' | 'cancelling'; quote: TAirlineCancelQuote; isChanged?: boolean }
  | { step: 'failed'; message: string }

/**
 * A flight issued through an airline order: the airline's own refund is asked and shown before the
 * traveller confirms; the cms cancels only at that refund (a changed quote is shown again).
 */
export function AirlineCancel(props: CancelSectionProps) {
  const { booking, locale, t } = props
  const [state, setState] = useState<Step>({ step: 'offer' })
  if (!booking.airline_cancel) return null

  async function ask(isChanged = false) {
    setState({ step: 'asking' })
    const answer = await callApi('airlineCancelQuote', { body: props.lookup })
    if (answer.ok) setState({ step: 'quoted', quote: answer.data, isChanged })
    else setState({ step: 'failed', message: answer.message })
  }

  async function cancel(quote: TAirlineCancelQuote) {
    setState({ step: 'cancelling', quote })
    const body = { ...props.lookup, refund_amount: quote.refund.amount }
    const answer = await callApi('airlineCancel', { body })
    if (answer.ok) props.onCancelled(answer.data.booking)
    else if (answer.message === 'manage.airlineCancel.changed') await ask(true)
    else setState({ step: 'failed', message: answer.message })
  }

  const quoted = state.step === 'quoted' || state.step === 'cancelling' ? state : undefined
  const amount = quoted && formatMoney(quoted.quote.refund.amount, quoted.quote.refund.currency, locale)
  return (
    <section className="cancel-booking" aria-labelledby="airline-cancel-title" data-airline-cancel>
      <p id="airline-cancel-title">{t('manage.airlineCancel.offer')}</p>
      {quoted ? (
        <div className="cancel-booking__confirm">
          {quoted.isChanged && <p role="status">{t('manage.airlineCancel.changed')}</p>}
          <p data-airline-refund={quoted.quote.refund.amount}>
            {quoted.quote.refund.amount > 0
              ? t('manage.airlineCancel.quote', {
                  amount: amount ?? '',
                  ...refundWords(booking.paid_with, t),
                })
              : t('manage.airlineCancel.nothing')}
          </p>
          <CancelButtons
            isCancelling={state.step === 'cancelling'}
            onConfirm={() => cancel(quoted.quote)}
            onKeep={() => setState({ step: 'offer' })}
            t={t}
          />
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={state.step === 'asking'}
          onClick={() => ask()}
        >
          {state.step === 'asking' ? t('manage.airlineCancel.asking') : t('manage.airlineCancel.ask')}
        </button>
      )}
      {state.step === 'failed' && (
        <p className="notice notice--error" role="alert">
          {messageOr(props.messages, state.message, 'errors.generic')}
        </p>
      )}
    </section>
  )
}
