import { useState } from 'react'
import type { Translate } from '../../lib/forms/messages'

/**
 * What a console table is asked for: the typed search, one filter (named as the endpoint names it)
 * and the page. Gives the list's query string and the props of the filter bar and the pager, so
 * every console page searches, filters and pages the same way.
 */
export function useConsoleQuery(filterName: string, limit: number) {
  const [search, setSearch] = useState('')
  // More fields of the bar (a page's own, e.g. the bookings' days), applied with the search.
  const [extras, setExtras] = useState<Readonly<Record<string, string>>>({})
  const [query, setQuery] = useState({ search: '', filter: '', skip: 0, extras })
  return {
    /** The list endpoint's query (empty values are left out of the URL). */
    query: { ...query.extras, search: query.search, [filterName]: query.filter, skip: query.skip, limit },
    /** The extra fields as typed, and their setter. */
    extras: { values: extras, set: (name: string, value: string) => setExtras({ ...extras, [name]: value }) },
    filterBar: {
      search,
      onSearchChange: setSearch,
      onSearch: () => setQuery({ ...query, search: search.trim(), extras, skip: 0 }),
      filter: query.filter,
      onFilter: (filter: string) => setQuery({ search: search.trim(), filter, skip: 0, extras }),
    },
    pager: (t: Translate<'admin.previous' | 'admin.next' | 'admin.page'>, total: number) => ({
      t,
      skip: query.skip,
      limit,
      total,
      onSkip: (skip: number) => setQuery({ ...query, skip }),
    }),
  }
}
