import { useCallback, useEffect, useState } from 'react'
import type { z } from 'zod'
import { consoleCall, toSignIn } from './consoleApi'

type Source<S extends z.ZodType> = { path: string; schema: () => Promise<S> }

/**
 * A console page's table and stat cards, loaded together and again whenever the list's path
 * changes (a search, a filter, a page). Signed out meanwhile: back to the sign-in. A list that
 * cannot load sets `loadFailed`; a stats failure is only logged, the table staying usable (spec 02 §8).
 */
export function useConsoleList<L extends z.ZodType, S extends z.ZodType>({
  list,
  stats,
  loginPath,
}: {
  list: Source<L>
  stats: Source<S>
  loginPath: string
}) {
  const [listData, setListData] = useState<z.output<L> | null>(null)
  const [statsData, setStatsData] = useState<z.output<S> | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const { path: listPath, schema: listSchema } = list
  const { path: statsPath, schema: statsSchema } = stats

  const reload = useCallback(async () => {
    const [listAnswer, statsAnswer] = await Promise.all([
      consoleCall(listPath, listSchema),
      consoleCall(statsPath, statsSchema),
    ])
    if (!listAnswer.ok && listAnswer.status === 401) return toSignIn(loginPath)
    setLoadFailed(!listAnswer.ok)
    if (listAnswer.ok) setListData(listAnswer.data)
    if (statsAnswer.ok) setStatsData(statsAnswer.data)
    else console.error(`${statsPath} failed`, statsAnswer.message)
  }, [listPath, listSchema, statsPath, statsSchema, loginPath])

  useEffect(() => {
    void reload()
  }, [reload])

  return { list: listData, stats: statsData, loadFailed, reload }
}
