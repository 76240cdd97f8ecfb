/**
 * When a wait for a mobile-money approval has the cms ask the provider itself (the verify endpoint)
 * instead of only reading the booking: a webhook lost on its way must not leave a paid traveller
 * waiting. Not at once (the webhook usually lands within seconds), then at a modest interval: with
 * the status polls every 2 s it stays well under the 60 a minute the two endpoints share.
 */
export const RECHECK_AFTER_MS = 24_000
export const RECHECK_EVERY_MS = 15_000

/** Whether a wait `elapsedMs` old should re-query the provider now, given when it last did (null: never). */
export function isProviderRecheckDue(elapsedMs: number, lastRecheckMs: number | null): boolean {
  if (elapsedMs < RECHECK_AFTER_MS) return false
  return lastRecheckMs === null || elapsedMs - lastRecheckMs >= RECHECK_EVERY_MS
}
