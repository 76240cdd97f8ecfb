import type { Locale } from '@nexovia/content-schema/core'
import { formatMoney } from '@nexovia/content-schema/format/money'
import { PAYMENT_POLLING } from '@nexovia/content-schema/payments/constants'
import { paymentPollOutcome } from '@nexovia/content-schema/payments/polling'
import { useEffect, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { messagesTranslator } from '../../lib/forms/messages'
import { afterAttempt, type CheckOutcome, type CheckState, startCheck } from './paymentCheck'
import type { PaymentCheckMessages } from './paymentMessages'
import { type PaymentStatusView, paymentStatusView } from './paymentStatusView'

type Props = {
  locale: Locale
  messages: PaymentCheckMessages
  sessionId: string | null
  /** The status the page read on the server, if it could: a settled payment shows at once. */
  serverStatus: PaymentStatusView | null
  homePath: string
  supportPath: string
  /** /manage-booking in the page's language. */
  managePath: string
  /** /airport-taxi in the page's language: a flight's pickups link to it with their ride filled in. */
  taxiPath: string
  /** Hours ticketing usually takes (site settings), said after a flight's payment. */
  ticketingHours: number
}

/** One read of the session's status, as the state machine takes it. */
async function checkOnce(sessionId: string): Promise<CheckOutcome<PaymentStatusView>> {
  const answer = await callApi('paymentStatus', { params: { sessionId } })
  // Unreachable, a 5xx, a rate limit or an unreadable answer may pass; an unknown session (404) will not.
  if (answer.status === 0 || answer.status >= 500 || answer.status === 429) return { kind: 'unreachable' }
  if (!answer.ok) return answer.status < 300 ? { kind: 'unreachable' } : { kind: 'refused' }
  const status = paymentStatusView(answer.data)
  return { kind: 'status', status, verdict: paymentPollOutcome(status) }
}

/** The success page's check (spec 02 §2, §4): 8 reads, 3 s apart, then paid, failed, processing or error. */
export default function PaymentCheck({
  locale,
  messages,
  sessionId,
  serverStatus,
  homePath,
  supportPath,
  managePath,
  taxiPath,
  ticketingHours,
}: Props) {
  const t = messagesTranslator(messages)
  const [state, setState] = useState<CheckState<PaymentStatusView>>(() =>
    startCheck(
      sessionId,
      serverStatus && { kind: 'status', status: serverStatus, verdict: paymentPollOutcome(serverStatus) },
    ),
  )
  const attempt = state.phase === 'checking' ? state.attempt : 0

  // Each attempt runs once: at once for the first, then 3 s after the one before.
  useEffect(() => {
    if (!sessionId || attempt === 0) return
    let isCurrent = true
    const timer = setTimeout(
      async () => {
        const outcome = await checkOnce(sessionId)
        if (isCurrent) setState((current) => afterAttempt(current, outcome))
      },
      attempt === 1 ? 0 : PAYMENT_POLLING.intervalMs,
    )
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [sessionId, attempt])

  const helpButtons = (
    <div className="pay-actions">
      <a className="button" href={homePath}>
        {t('payments.success.tryAgain')}
      </a>
      <a className="button button--secondary" href={supportPath}>
        {t('payments.success.contactSupport')}
      </a>
    </div>
  )

  if (state.phase === 'checking') {
    return (
      <section className="pay-check" aria-live="polite" aria-busy="true" data-state="checking">
        <span className="spinner" aria-hidden="true" />
        <h1>{t('payments.success.verifying')}</h1>
        <p data-testid="attempt">
          {t('payments.success.attempt', { attempt: state.attempt, total: PAYMENT_POLLING.attempts })}
        </p>
      </section>
    )
  }

  if (state.phase === 'paid' && state.status.payment_status === 'refunded') {
    return (
      <section className="pay-check receipt" aria-live="polite" data-state="refunded">
        <h1>{t('taxiPage.success.refunded.title')}</h1>
        <p>{t('taxiPage.success.refunded.text')}</p>
        <p data-testid="amount">{formatMoney(state.status.amount, state.status.currency, locale)}</p>
        <div className="pay-actions">
          <a className="button" href={homePath}>
            {t('payments.success.backHome')}
          </a>
        </div>
      </section>
    )
  }

  if (state.phase === 'paid') {
    const { status } = state
    return (
      <section className="pay-check receipt" aria-live="polite" data-state="paid">
        <h1>{t('payments.success.paid.title')}</h1>
        <dl className="receipt__details">
          <dt>{t('payments.success.reference')}</dt>
          <dd data-testid="booking-reference">{status.booking_reference}</dd>
          <dt>{t('payments.success.amount')}</dt>
          <dd data-testid="amount">{formatMoney(status.amount, status.currency, locale)}</dd>
          <dt>{t('payments.success.type')}</dt>
          <dd>{t(`payments.bookingType.${status.booking_type}`)}</dd>
        </dl>
        {status.description && <p className="receipt__item">{status.description}</p>}
        {status.itinerary.length > 0 && (
          <section data-testid="itinerary">
            <h2>{t('itinerary.title')}</h2>
            {status.itinerary.map((line) => (
              <p key={line} className="receipt__item">
                {line}
              </p>
            ))}
          </section>
        )}
        {status.pickups.length > 0 && (
          <section data-testid="pickup-offers">
            <h2>{t('itinerary.pickupTitle')}</h2>
            <ul>
              {status.pickups.map((pickup) => (
                <li key={pickup.query}>
                  <a href={`${taxiPath}?${pickup.query}`}>{pickup.text}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <h2>{t('payments.success.nextSteps.title')}</h2>
        <ul>
          <li>{t('payments.success.nextSteps.keepReference')}</li>
          <li>{t('payments.success.nextSteps.account')}</li>
          <li>{t(`payments.success.nextSteps.${status.booking_type}`, { hours: ticketingHours })}</li>
        </ul>
        <p className="notice notice--success">{t('payments.success.emailNote')}</p>
        <div className="pay-actions">
          <a className="button" href={homePath}>
            {t('payments.success.backHome')}
          </a>
          <a className="button button--secondary" href={managePath}>
            {t('manage.link')}
          </a>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t('payments.success.print')}
          </button>
        </div>
      </section>
    )
  }

  if (state.phase === 'failed') {
    return (
      <section className="pay-check" role="alert" data-state="failed">
        <h1>{t('payments.success.failed.title')}</h1>
        <p>{t('payments.success.failed.text')}</p>
        {helpButtons}
      </section>
    )
  }

  if (state.phase === 'processing') {
    return (
      <section className="pay-check" aria-live="polite" data-state="processing">
        <h1>{t('payments.success.processing.title')}</h1>
        <p>{t('payments.success.processing.text')}</p>
        {helpButtons}
      </section>
    )
  }

  return (
    <section className="pay-check" role="alert" data-state="error">
      <h1>{t('payments.success.error.title')}</h1>
      <p>{t(state.message)}</p>
      {helpButtons}
    </section>
  )
}
