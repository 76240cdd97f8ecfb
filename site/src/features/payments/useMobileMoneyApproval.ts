import { API } from '@nexovia/content-schema/api/endpoints'
import { useEffect, useRef, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { type MobileMoneyOutcome, mobileMoneyOutcome } from './mobileMoneyOutcome'
import { readPaymentStatus } from './readPaymentStatus'

/** How often and how long the page asks while the traveller approves (Flutterwave gives about 3 minutes). */
const POLL_EVERY_MS = 2000
const POLL_TIMES = 100

/** Idle before the first charge; then waiting, and the outcome the booking's status gives. */
export type ApprovalState = 'idle' | MobileMoneyOutcome

/**
 * The wait for the traveller's approval on the phone: polls the booking's status (never trusts a
 * redirect) until it is paid, declined, not approved in time or closed; a wait longer than the
 * provider's own counts as not approved in time. `start` begins a wait (each retry anew).
 */
export function useMobileMoneyApproval(sessionId: string) {
  const [state, setState] = useState<ApprovalState>('idle')
  const attempt = useRef(0)
  useEffect(
    () => () => {
      attempt.current += 1
    },
    [],
  )

  async function start() {
    attempt.current += 1
    const mine = attempt.current
    setState('waiting')
    for (let poll = 0; poll < POLL_TIMES; poll++) {
      const answer = await callEndpoint(API.paymentStatus, { params: { sessionId } }, readPaymentStatus)
      if (attempt.current !== mine) return
      const outcome = mobileMoneyOutcome(answer.ok ? answer.data : null)
      if (outcome !== 'waiting') return setState(outcome)
      await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS))
      if (attempt.current !== mine) return
    }
    setState('timed_out')
  }

  return { state, start }
}
