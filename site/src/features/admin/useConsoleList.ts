import type { AnswerOf, EndpointContract, QueryValues } from '@nexovia/content-schema/api/contract'
import type { Locale } from '@nexovia/content-schema/core'
import { useCallback, useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { toSignIn } from './consoleApi'
import { useConsoleQuery } from './useConsoleQuery'

type Options<L extends EndpointContract, S extends EndpointContract> = {
  list: L
  stats: S
  /** The filter's query parameter and the rows a page (useConsoleQuery). */
  filter: string
  pageSize: number
  loginPath: string
  /** The console's language, for lists that name things in it (the taxi's places). */
  locale?: Locale
}

/**
 * A console page's query (its filter bar and pager), and its table and stat cards, loaded together and again whenever the asked page
 * changes: signed out meanwhile → the sign-in; a stats failure is only logged (spec 02 §8), the
 * table stays usable.
 */
export function useConsoleList<L extends EndpointContract, S extends EndpointContract>({
  list,
  stats,
  filter,
  pageSize,
  loginPath,
  locale,
}: Options<L, S>) {
  const consoleQuery = useConsoleQuery(filter, pageSize)
  const [listData, setListData] = useState<AnswerOf<L> | null>(null)
  const [statsData, setStatsData] = useState<AnswerOf<S> | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  // The query's content, not its object, decides when to reload.
  const queryKey = JSON.stringify(consoleQuery.query)

  const reload = useCallback(async () => {
    const [listAnswer, statsAnswer] = await Promise.all([
      callEndpoint(list, {
        query: { ...(JSON.parse(queryKey) as QueryValues), ...(locale ? { locale } : {}) },
      }),
      callEndpoint(stats),
    ])
    if (!listAnswer.ok && listAnswer.status === 401) return toSignIn(loginPath)
    setLoadFailed(!listAnswer.ok)
    if (listAnswer.ok) setListData(listAnswer.data)
    if (statsAnswer.ok) setStatsData(statsAnswer.data)
    else console.error(`${stats.path} failed`, statsAnswer.message)
  }, [list, stats, queryKey, loginPath, locale])

  useEffect(() => {
    void reload()
  }, [reload])

  return { consoleQuery, list: listData, stats: statsData, loadFailed, reload }
}
