import type { TEntryRequirement } from '@nexovia/content-schema/content/entry-requirements'
import type { Locale } from '@nexovia/content-schema/core'
import { useEffect, useState } from 'react'
import type { DestinationRequirements } from './entryRequirementsRules'

// One request per destination and language while the page is open: searching the same destination
// again (other dates, passengers) reuses it. A failed request is forgotten, so the next search retries.
const asked = new Map<string, Promise<readonly TEntryRequirement[]>>()

function entriesOf(airport: string, locale: Locale): Promise<readonly TEntryRequirement[]> {
  const key = `${locale}:${airport}`
  const known = asked.get(key)
  if (known) return known
  // The API's client comes with the first question (issue 41: a page with the server's answer asks none).
  const request = import('../../lib/api/callApi')
    .then(({ callApi }) =>
      callApi('destinationEntryRequirements', { params: { airport }, query: { locale } }),
    )
    .then((answer) => {
      if (!answer.ok) asked.delete(key)
      return answer.ok ? answer.data.entries : []
    })
  asked.set(key, request)
  return request
}

/**
 * The searched destination's entry requirements, asked of the cms once a search is shown; those the
 * server rendered with the URL's search (`served`) are the first state and are not asked again.
 */
export function useEntryRequirements(
  destination: string,
  locale: Locale,
  isAsked: boolean,
  served: DestinationRequirements = {},
): DestinationRequirements {
  const airport = destination.trim().toUpperCase()
  const [requirements, setRequirements] = useState<DestinationRequirements>(() => {
    // What the server already asked (loadFlightSearch) is not asked again.
    for (const [code, entries] of Object.entries(served))
      asked.set(`${locale}:${code}`, Promise.resolve(entries))
    return served
  })
  useEffect(() => {
    if (!isAsked || !airport) return
    let isCurrent = true
    void entriesOf(airport, locale).then((entries) => {
      if (isCurrent) setRequirements({ [airport]: entries })
    })
    return () => {
      isCurrent = false
    }
  }, [airport, locale, isAsked])
  return requirements
}
