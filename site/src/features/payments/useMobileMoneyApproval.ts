import { useCallback, useEffect, useRef, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { type MobileMoneyOutcome, mobileMoneyOutcome } from './mobileMoneyOutcome'
import { paymentStatusView } from './paymentStatusView'
import { isProviderRecheckDue } from './providerRecheck'

/** How often and how long the page asks while the traveller approves (Flutterwave gives about 3 minutes). */
const POLL_EVERY_MS = 2000
const POLL_TIMES = 100

/** Idle before the first charge; then waiting, and the outcome the booking's status gives. */
export type ApprovalState = 'idle' | MobileMoneyOutcome

/**
 * The wait for the traveller's approval on the phone: polls the booking's status (never trusts a
 * redirect) until it is paid, declined, not approved in time or closed; a wait longer than the
 * provider's own counts as not approved in time. `start` begins a wait (each retry anew); `resume`
 * first has the cms re-query the pending attempt from the provider (back from its approval page, or a
 * reload: a webhook may never have come), then waits. A long wait has the cms re-query it too, now
 * and then (providerRecheck.ts), so a lost webhook needs no reload. `settle` shows an outcome the
 * charge answered.
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

  const start = useCallback(
    async (reQueryFirst: boolean) => {
      attempt.current += 1
      const mine = attempt.current
      setState('waiting')
      const startedAt = Date.now()
      let lastRecheck: number | null = null
      // Its answer is the status the loop reads next; a failure to re-query just leaves the webhook to tell.
      const recheck = async () => {
        lastRecheck = Date.now() - startedAt
        await callApi('mobileMoneyVerify', { params: { sessionId } })
      }
      if (reQueryFirst) await recheck()
      if (attempt.current !== mine) return
      for (let poll = 0; poll < POLL_TIMES; poll++) {
        if (isProviderRecheckDue(Date.now() - startedAt, lastRecheck)) await recheck()
        if (attempt.current !== mine) return
        const answer = await callApi('paymentStatus', { params: { sessionId } })
        if (attempt.current !== mine) return
        const outcome = mobileMoneyOutcome(answer.ok ? paymentStatusView(answer.data) : null)
        if (outcome !== 'waiting') return setState(outcome)
        await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS))
        if (attempt.current !== mine) return
      }
      setState('timed_out')
    },
    [sessionId],
  )
  const settle = useCallback((outcome: MobileMoneyOutcome) => {
    attempt.current += 1
    setState(outcome)
  }, [])
  const resume = useCallback(() => start(true), [start])

  return { state, start: () => start(false), resume, settle }
}
