import type { ReactNode } from 'react'

/** What a dialog reads once it opens: null while it loads, 'failed' when it could not. */
export type Loaded<T extends object> = T | 'failed' | null

type Props<T extends object> = {
  loaded: Loaded<T>
  texts: { loading: string; failed: string; empty: string }
  isEmpty: (value: T) => boolean
  children: (value: T) => ReactNode
}

/** A part of a dialog read once it opens: says that it loads, failed or holds nothing; else shows it. */
export function LoadedPart<T extends object>({ loaded, texts, isEmpty, children }: Props<T>) {
  if (loaded === null) return <p>{texts.loading}</p>
  if (loaded === 'failed') return <p role="alert">{texts.failed}</p>
  if (isEmpty(loaded)) return <p>{texts.empty}</p>
  return children(loaded)
}
