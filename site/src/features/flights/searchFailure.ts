import type { TProviderStatus } from '@nexovia/content-schema/core'

// A module of its own: the /flights shell tells a failed search without the results' rules (issue 41).

/** The error states of flow B (spec 02 §4): each shows its message and the Contact Us way out. */
export type SearchFailure = 'quota' | 'api' | 'generic' | 'network'

/** What a search answer means for the page: null when there are results (or none) to show. */
export function searchFailure(answer: {
  status: number
  providerStatus?: TProviderStatus | undefined
}): SearchFailure | null {
  if (answer.status === 0) return 'network'
  if (answer.status === 429) return 'quota'
  if (answer.status < 200 || answer.status >= 300) return 'generic'
  switch (answer.providerStatus) {
    case 'ok':
      return null
    case 'quota_exceeded':
    case 'rate_limited':
      return 'quota'
    case 'api_error':
    case 'error':
      return 'api'
    default:
      return 'generic'
  }
}
