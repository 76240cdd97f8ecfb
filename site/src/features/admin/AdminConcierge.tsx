import type { Locale } from '@nexovia/content-schema/locales'
import type {
  TConciergeAdminRequest,
  TConciergeRequestList,
  TConciergeStats,
} from '@nexovia/content-schema/operations/concierge-request'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import type { AdminConciergeMessages } from './adminMessages'
import { consoleCall, queryOf, toSignIn } from './consoleApi'
import { Pager } from './Pager'

type Props = { locale: Locale; messages: AdminConciergeMessages; loginPath: string; adminPath: string }

const PAGE_SIZE = 50
const STATUSES = ['pending', 'contacted', 'completed'] as const
const schemas = () => import('@nexovia/content-schema/operations/concierge-request')
const listSchema = () => schemas().then((module) => module.ZConciergeRequestList)
const statsSchema = () => schemas().then((module) => module.ZConciergeStats)
const requestSchema = () => schemas().then((module) => module.ZConciergeAdminRequest)

/** The only move each status allows (the cms refuses any other with 409). */
const NEXT_MOVE = { pending: 'contacted', contacted: 'completed', completed: null } as const

/** Concierge requests: stats, search with a status filter, the table and a detail modal that moves a request on. */
export default function AdminConcierge({ locale, messages, loginPath, adminPath }: Props) {
  // One translator per page: the loaders depend on it, so a new one each render would reload forever.
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const [stats, setStats] = useState<TConciergeStats | null>(null)
  const [list, setList] = useState<TConciergeRequestList | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState({ search: '', status: '', skip: 0 })
  const [open, setOpen] = useState<TConciergeAdminRequest | null>(null)
  const [isUpdating, setIsUpdating] = useState(false)

  const load = useCallback(async () => {
    const [listAnswer, statsAnswer] = await Promise.all([
      consoleCall(`/api/concierge/requests${queryOf({ ...query, limit: PAGE_SIZE })}`, listSchema),
      consoleCall('/api/concierge/stats', statsSchema),
    ])
    if (!listAnswer.ok && listAnswer.status === 401) return toSignIn(loginPath)
    setLoadFailed(!listAnswer.ok)
    if (listAnswer.ok) setList(listAnswer.data)
    // Spec 02 §8: a stats failure is only logged.
    if (statsAnswer.ok) setStats(statsAnswer.data)
    else console.error('concierge stats failed', statsAnswer.message)
  }, [query, loginPath])

  useEffect(() => {
    void load()
  }, [load])

  async function move(request: TConciergeAdminRequest) {
    const status = NEXT_MOVE[request.status]
    if (!status) return
    setIsUpdating(true)
    const answer = await consoleCall(`/api/concierge/requests/${request.id}`, requestSchema, 'PUT', {
      status,
    })
    setIsUpdating(false)
    if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
    if (!answer.ok) {
      // A race lost to another administrator says so; anything else is the spec's 'Failed to update'.
      window.alert(
        answer.status === 409
          ? messageOr(messages, answer.message, 'errors.updateFailed')
          : t('errors.updateFailed'),
      )
    } else setOpen(answer.data)
    await load()
  }

  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '')
  const statusLabel = (status: TConciergeAdminRequest['status']) => t(`admin.concierge.status.${status}`)

  if (loadFailed)
    return (
      <section role="alert">
        <h2>{t('errors.loadDataTitle')}</h2>
        <p>{t('errors.loadRequestsFailed')}</p>
        <a className="button" href={adminPath}>
          {t('admin.nav.back')}
        </a>
      </section>
    )

  return (
    <div>
      {stats && (
        <div className="admin-stats">
          <div className="admin-card">
            {t('admin.concierge.total')}
            <strong>{stats.total}</strong>
          </div>
          {STATUSES.map((status) => (
            <div className="admin-card" key={status} data-testid={`stat-${status}`}>
              {statusLabel(status)}
              <strong>{stats[status]}</strong>
            </div>
          ))}
        </div>
      )}
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault()
          setQuery({ ...query, search: search.trim(), skip: 0 })
        }}
      >
        <label>
          {t('admin.search')}
          <input
            type="search"
            value={search}
            placeholder={t('admin.concierge.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label>
          {t('admin.concierge.status')}
          <select
            value={query.status}
            onChange={(event) => setQuery({ search: search.trim(), status: event.target.value, skip: 0 })}
          >
            <option value="">{t('admin.all')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <button className="button" type="submit">
          {t('admin.search')}
        </button>
      </form>
      {!list && <p>{t('admin.loading')}</p>}
      {list && list.requests.length === 0 && <p>{t('admin.concierge.empty')}</p>}
      {list && list.requests.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('admin.concierge.name')}</th>
                <th>{t('admin.concierge.email')}</th>
                <th>{t('admin.concierge.phone')}</th>
                <th>{t('admin.concierge.status')}</th>
                <th>{t('admin.concierge.date')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.requests.map((request) => (
                <tr key={request.id}>
                  <td>{request.name}</td>
                  <td>{request.email}</td>
                  <td>{request.phone}</td>
                  <td>{statusLabel(request.status)}</td>
                  <td>{when(request.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-label={`${t('admin.concierge.view')} ${request.email}`}
                      onClick={() => setOpen(request)}
                    >
                      {t('admin.concierge.view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pager
          t={t}
          skip={query.skip}
          limit={PAGE_SIZE}
          total={list.pagination.total}
          onSkip={(skip) => setQuery({ ...query, skip })}
        />
      )}
      {open && (
        <div className="admin-modal">
          <div
            className="admin-modal__body"
            role="dialog"
            aria-modal="true"
            aria-labelledby="concierge-detail"
          >
            <h2 id="concierge-detail">{open.name}</h2>
            <p>
              {open.email} · {open.phone}
            </p>
            <p>
              {t('admin.concierge.status')}:{' '}
              <strong data-testid="detail-status">{statusLabel(open.status)}</strong>
            </p>
            <h3>{t('admin.concierge.tripDetails')}</h3>
            <p className="admin-pre">{open.tripDetails}</p>
            {open.contactedAt && (
              <p>
                {t('admin.concierge.contactedBy', {
                  name: open.contactedBy?.name ?? '—',
                  date: when(open.contactedAt),
                })}
              </p>
            )}
            {open.completedAt && (
              <p>
                {t('admin.concierge.completedBy', {
                  name: open.completedBy?.name ?? '—',
                  date: when(open.completedAt),
                })}
              </p>
            )}
            <div className="admin-filters">
              {open.status === 'pending' && (
                <button
                  type="button"
                  className="button"
                  disabled={isUpdating}
                  onClick={() => void move(open)}
                >
                  {t('admin.concierge.markContacted')}
                </button>
              )}
              {open.status === 'contacted' && (
                <button
                  type="button"
                  className="button"
                  disabled={isUpdating}
                  onClick={() => void move(open)}
                >
                  {t('admin.concierge.markCompleted')}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={() => setOpen(null)}>
                {t('admin.concierge.close')}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  )
}
