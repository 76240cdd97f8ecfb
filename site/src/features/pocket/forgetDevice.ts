import { callApi } from '../../lib/api/callApi'
import { forgetTrips } from './tripStore'

/**
 * Stops this browser's booking notices (issue 44): the cms deletes its row through pushUnsubscribe,
 * then the browser drops the subscription itself. The server goes first, while the address is still
 * known; a failure of either leaves nothing to retry (a dead address is deleted on the next send's 410).
 */
export async function forgetPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null)
  if (!subscription) return
  await callApi('pushUnsubscribe', { body: { endpoint: subscription.endpoint } }).catch(() => undefined)
  await subscription.unsubscribe().catch(() => false)
}

/** "Forget this device" and signing out: the kept trips and the booking notices both go. */
export async function forgetDevice(): Promise<void> {
  await Promise.all([forgetTrips(), forgetPushSubscription()])
}
