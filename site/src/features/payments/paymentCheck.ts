import { PAYMENT_POLLING } from '@nexovia/content-schema/payments/constants'

/**
 * The success page's payment check (spec 02 §4) as a pure state machine: up to 8 status reads,
 * 3 s apart. It stops at paid, or when the payment or the transaction says failed; a network
 * error (or a cms that cannot answer) is retried until the last attempt, then shown; any other
 * status keeps polling and ends as "still processing". No session id: an error at once.
 */
export type CheckState<S> =
  | { phase: 'checking'; attempt: number }
  | { phase: 'paid'; status: S }
  | { phase: 'failed'; status: S }
  | { phase: 'processing'; status: S | null }
  | {
      phase: 'error'
      message: 'errors.noPaymentSession' | 'errors.paymentCheckError' | 'errors.paymentStatusFailed'
    }

/** What one status read gave. `refused`: the cms answered but will not say (unknown session, 4xx). */
export type CheckOutcome<S> =
  | { kind: 'status'; status: S; verdict: 'paid' | 'failed' | 'pending' }
  | { kind: 'unreachable' }
  | { kind: 'refused' }

export const isFinished = <S>(state: CheckState<S>): boolean => state.phase !== 'checking'

/**
 * The first state: the no-session error, the page's own server-side read when it already settled
 * the payment (paid or failed: shown without waiting for the first poll), else the first attempt.
 */
export function startCheck<S>(
  sessionId: string | null | undefined,
  serverRead?: CheckOutcome<S> | null,
): CheckState<S> {
  if (!sessionId) return { phase: 'error', message: 'errors.noPaymentSession' }
  if (serverRead?.kind === 'status' && serverRead.verdict !== 'pending') {
    return { phase: serverRead.verdict, status: serverRead.status }
  }
  return { phase: 'checking', attempt: 1 }
}

/** The state after the current attempt's outcome; `attempts` is the spec's 8. */
export function afterAttempt<S>(
  state: CheckState<S>,
  outcome: CheckOutcome<S>,
  attempts: number = PAYMENT_POLLING.attempts,
): CheckState<S> {
  if (state.phase !== 'checking') return state
  const isLast = state.attempt >= attempts
  if (outcome.kind === 'refused') return { phase: 'error', message: 'errors.paymentStatusFailed' }
  if (outcome.kind === 'unreachable') {
    return isLast
      ? { phase: 'error', message: 'errors.paymentCheckError' }
      : { phase: 'checking', attempt: state.attempt + 1 }
  }
  if (outcome.verdict === 'paid') return { phase: 'paid', status: outcome.status }
  if (outcome.verdict === 'failed') return { phase: 'failed', status: outcome.status }
  return isLast
    ? { phase: 'processing', status: outcome.status }
    : { phase: 'checking', attempt: state.attempt + 1 }
}
