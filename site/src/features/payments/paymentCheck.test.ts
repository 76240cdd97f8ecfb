import { describe, expect, it } from 'vitest'
import { afterAttempt, type CheckOutcome, type CheckState, startCheck } from './paymentCheck'

type Status = { paymentStatus: string; transactionStatus: string }
const open: Status = { paymentStatus: 'unpaid', transactionStatus: 'open' }
const paid: Status = { paymentStatus: 'paid', transactionStatus: 'complete' }
const pending: CheckOutcome<Status> = { kind: 'status', status: open, verdict: 'pending' }
const unreachable: CheckOutcome<Status> = { kind: 'unreachable' }

/** The state after `outcomes`, one per attempt, from a session id. */
const run = (outcomes: CheckOutcome<Status>[]) =>
  outcomes.reduce<CheckState<Status>>(
    (state, outcome) => afterAttempt(state, outcome),
    startCheck('cs_test_1'),
  )

describe('startCheck', () => {
  it('should start at attempt 1 of a session', () => {
    expect(startCheck('cs_test_1')).toEqual({ phase: 'checking', attempt: 1 })
  })

  it('should show a payment the page read as paid at once', () => {
    expect(startCheck('cs_test_1', { kind: 'status', status: paid, verdict: 'paid' })).toEqual({
      phase: 'paid',
      status: paid,
    })
  })

  it('should still poll when the page read the payment as pending', () => {
    expect(startCheck('cs_test_1', pending)).toEqual({ phase: 'checking', attempt: 1 })
  })

  it('should say no session id was provided', () => {
    expect(startCheck(null)).toEqual({ phase: 'error', message: 'errors.noPaymentSession' })
  })
})

describe('afterAttempt', () => {
  it('should stop at paid', () => {
    expect(run([pending, { kind: 'status', status: paid, verdict: 'paid' }])).toEqual({
      phase: 'paid',
      status: paid,
    })
  })

  it('should stop at failed', () => {
    const failed: Status = { paymentStatus: 'failed', transactionStatus: 'failed' }
    expect(run([{ kind: 'status', status: failed, verdict: 'failed' }])).toEqual({
      phase: 'failed',
      status: failed,
    })
  })

  it('should count the next attempt while pending', () => {
    expect(run([pending, pending])).toEqual({ phase: 'checking', attempt: 3 })
  })

  it('should say still processing after 8 pending answers', () => {
    expect(run(Array(8).fill(pending))).toEqual({ phase: 'processing', status: open })
  })

  it('should retry a network error before the last attempt', () => {
    expect(run([unreachable])).toEqual({ phase: 'checking', attempt: 2 })
  })

  it('should show the error after 8 network errors', () => {
    expect(run(Array(8).fill(unreachable))).toEqual({ phase: 'error', message: 'errors.paymentCheckError' })
  })

  it('should show the status failure when the cms refuses the session', () => {
    expect(run([{ kind: 'refused' }])).toEqual({ phase: 'error', message: 'errors.paymentStatusFailed' })
  })

  it('should not move once finished', () => {
    const done: CheckState<Status> = { phase: 'paid', status: paid }
    expect(afterAttempt(done, pending)).toBe(done)
  })
})
