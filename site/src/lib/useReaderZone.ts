import { ownTimeZone } from '@nexovia/content-schema/format/times'
import { useSyncExternalStore } from 'react'

// The zone never changes while a page is open: nothing to subscribe to.
const noSubscription = () => () => {}

/**
 * The reader's own time zone for an island (issue 41). The server and the hydrating render use
 * `serverZone` (UTC unless the place's zone is known), so the HTML and React's first render write
 * the same text; React renders again with the browser's zone once hydrated, without a mismatch.
 */
export function useReaderZone(serverZone = 'UTC'): string {
  return useSyncExternalStore(noSubscription, ownTimeZone, () => serverZone)
}
