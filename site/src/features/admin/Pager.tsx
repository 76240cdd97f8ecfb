import type { Translate } from '../../lib/forms/messages'

type Props = {
  t: Translate<'admin.previous' | 'admin.next' | 'admin.page'>
  skip: number
  limit: number
  total: number
  onSkip: (skip: number) => void
}

/** Offset paging of a console table: previous, "Page n of m", next. */
export function Pager({ t, skip, limit, total, onSkip }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit))
  const page = Math.floor(skip / limit) + 1
  if (pages === 1) return null
  return (
    <nav className="admin-pager">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onSkip(skip - limit)}>
        {t('admin.previous')}
      </button>
      <span>{t('admin.page', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onSkip(skip + limit)}>
        {t('admin.next')}
      </button>
    </nav>
  )
}
