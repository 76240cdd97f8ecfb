import { endpointUrl } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import { type TTestCheckoutView, ZTestCheckoutView } from '@nexovia/content-schema/payments/test-checkout'
import type { AstroGlobal } from 'astro'
import { getAnswerAsVisitor } from '../../lib/cms'

/**
 * A session id as the cms makes them for the site's own checkout page: the test checkout's (`cs_test_…`)
 * and Flutterwave's mobile-money ones (`flw_` and 48 hex digits); anything else is not asked for.
 */
const SESSION_ID = /^(cs_[\w-]{1,200}|flw_[0-9a-f]{48})$/

export type TestCheckoutPage =
  | { state: 'missing' | 'notFound' | 'unavailable' }
  | { state: 'open' | 'complete'; view: TTestCheckoutView }
  /** The cms may answer an expired session with its view, or with a bare 410. */
  | { state: 'expired'; view: TTestCheckoutView | null }

/** What the site's checkout page shows for a session id from the address (test or Flutterwave). */
export async function loadTestCheckout(
  astro: Pick<AstroGlobal, 'clientAddress'>,
  sessionId: string | null,
): Promise<TestCheckoutPage> {
  if (!sessionId) return { state: 'missing' }
  if (!SESSION_ID.test(sessionId)) return { state: 'notFound' }
  const answer = await getAnswerAsVisitor(astro, endpointUrl(API.testCheckout, { sessionId }))
  if (!answer || answer.status >= 500) return { state: 'unavailable' }
  if (answer.status === 404) return { state: 'notFound' }
  const parsed = ZTestCheckoutView.safeParse(answer.body)
  if (parsed.success) return { state: parsed.data.state, view: parsed.data }
  return answer.status === 410 ? { state: 'expired', view: null } : { state: 'unavailable' }
}
