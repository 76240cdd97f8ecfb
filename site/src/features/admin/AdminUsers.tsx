import type { TAdminUserList, TAdminUserStats } from '@nexovia/content-schema/accounts/admin'
import type { Locale } from '@nexovia/content-schema/locales'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { callApi } from '../../lib/forms/callApi'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import type { AdminUsersMessages } from './adminMessages'
import { consoleCall, queryOf, toSignIn } from './consoleApi'
import { Pager } from './Pager'

type Props = { locale: Locale; messages: AdminUsersMessages; loginPath: string }

const PAGE_SIZE = 50
const schemas = () => import('@nexovia/content-schema/accounts/admin')
const listSchema = () => schemas().then((module) => module.ZAdminUserList)
const statsSchema = () => schemas().then((module) => module.ZAdminUserStats)

/** The user dashboard: stats cards, search and auth-type filter, 50 a page, delete with confirmation. */
export default function AdminUsers({ locale, messages, loginPath }: Props) {
  // One translator per page: the loaders depend on it, so a new one each render would reload forever.
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const [stats, setStats] = useState<TAdminUserStats | null>(null)
  const [list, setList] = useState<TAdminUserList | null>(null)
  const [search, setSearch] = useState('')
  const [authType, setAuthType] = useState('')
  const [query, setQuery] = useState({ search: '', authType: '', skip: 0 })
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')

  const load = useCallback(async () => {
    const [listAnswer, statsAnswer] = await Promise.all([
      consoleCall(`/api/admin/users${queryOf({ ...query, limit: PAGE_SIZE })}`, listSchema),
      consoleCall('/api/admin/users/stats', statsSchema),
    ])
    if (!listAnswer.ok && listAnswer.status === 401) return toSignIn(loginPath)
    if (listAnswer.ok) setList(listAnswer.data)
    setError(listAnswer.ok ? '' : t('errors.loadUsersFailed'))
    // Spec 02 §8: a stats failure is only logged; the table stays usable.
    if (statsAnswer.ok) setStats(statsAnswer.data)
    else console.error('admin user stats failed', statsAnswer.message)
  }, [query, loginPath, t])

  useEffect(() => {
    void load()
  }, [load])

  async function remove(id: number | string, email: string) {
    if (!window.confirm(t('admin.users.deleteConfirm', { email }))) return
    const answer = await callApi(`/api/admin/users/${id}`, 'DELETE')
    if (answer.status === 401) return toSignIn(loginPath)
    if (!answer.ok) {
      setNotice('')
      setError(t('errors.deleteUserFailed'))
      return
    }
    setError('')
    setNotice(t('admin.users.deleted'))
    await load()
  }

  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(locale)

  return (
    <div>
      {stats && (
        <div className="admin-stats">
          <div className="admin-card" data-testid="stat-total">
            {t('admin.users.total')}
            <strong>{stats.totalUsers}</strong>
          </div>
          <div className="admin-card">
            {t('admin.users.recent', { days: stats.recentSignups.days })}
            <strong>{stats.recentSignups.count}</strong>
          </div>
          <div className="admin-card">
            {t('admin.users.auth.password')}
            <strong>{stats.byAuthType.password}</strong>
          </div>
          <div className="admin-card">
            {t('admin.users.auth.oidc')}
            <strong>{stats.byAuthType.oidc}</strong>
          </div>
        </div>
      )}
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault()
          setQuery({ search: search.trim(), authType, skip: 0 })
        }}
      >
        <label>
          {t('admin.search')}
          <input
            type="search"
            value={search}
            placeholder={t('admin.users.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label>
          {t('admin.users.authType')}
          <select
            value={authType}
            onChange={(event) => {
              setAuthType(event.target.value)
              setQuery({ search: search.trim(), authType: event.target.value, skip: 0 })
            }}
          >
            <option value="">{t('admin.all')}</option>
            <option value="password">{t('admin.users.auth.password')}</option>
            <option value="oidc">{t('admin.users.auth.oidc')}</option>
          </select>
        </label>
        <button className="button" type="submit">
          {t('admin.search')}
        </button>
      </form>
      <FormNotice tone="success">{notice}</FormNotice>
      <FormNotice tone="error">{error}</FormNotice>
      {!list && !error && <p>{t('admin.loading')}</p>}
      {list && list.users.length === 0 && <p>{t('admin.users.empty')}</p>}
      {list && list.users.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('admin.users.name')}</th>
                <th>{t('admin.users.email')}</th>
                <th>{t('admin.users.phone')}</th>
                <th>{t('admin.users.country')}</th>
                <th>{t('admin.users.authType')}</th>
                <th>{t('admin.users.createdAt')}</th>
                <th>{t('admin.users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.users.map((user) => (
                <tr key={user.id}>
                  <td>
                    {user.firstName} {user.lastName}
                  </td>
                  <td>{user.email}</td>
                  <td>{user.phone ?? ''}</td>
                  <td>{user.country ?? ''}</td>
                  <td>{user.authType ? t(`admin.users.auth.${user.authType}`) : ''}</td>
                  <td>{dateOf(user.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={`${t('admin.users.delete')} ${user.email}`}
                      onClick={() => void remove(user.id, user.email)}
                    >
                      {t('admin.users.delete')}
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
    </div>
  )
}
