import type { TAdminUserListItem } from '@nexovia/content-schema/accounts/admin'
import { ADMIN_RECENT_ACTIVITY_DAYS } from '@nexovia/content-schema/accounts/constants'
import { API } from '@nexovia/content-schema/api/endpoints'
import { formatMediumDate, type Locale } from '@nexovia/content-schema/core'
import { useMemo, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import type { AdminUsersMessages } from './adminMessages'
import { ConsoleList } from './ConsoleList'
import type { Column } from './ConsoleTable'
import { toSignIn } from './consoleApi'
import { RowButton } from './RowButton'
import { STAT_PENDING } from './StatCards'
import { Breakable } from './TableText'
import { useConsoleList } from './useConsoleList'

type Props = { locale: Locale; messages: AdminUsersMessages; loginPath: string }

const PAGE_SIZE = 50
const AUTH_TYPES = ['password', 'oidc'] as const

/** The user dashboard: stats cards, search and auth-type filter, 50 a page, delete with confirmation. */
export default function AdminUsers({ locale, messages, loginPath }: Props) {
  // One translator per page: the loaders depend on it, so a new one each render would reload forever.
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const { consoleQuery, list, stats, loadFailed, reload } = useConsoleList({
    list: API.adminUsers,
    stats: API.adminUserStats,
    filter: 'authType',
    pageSize: PAGE_SIZE,
    loginPath,
  })
  const [deleteFailed, setDeleteFailed] = useState(false)
  const [notice, setNotice] = useState('')
  const error = loadFailed ? t('errors.loadUsersFailed') : deleteFailed ? t('errors.deleteUserFailed') : ''

  async function remove(id: number | string, email: string) {
    if (!window.confirm(t('admin.users.deleteConfirm', { email }))) return
    const answer = await callEndpoint(API.deleteTraveller, { params: { id } })
    if (answer.status === 401) return toSignIn(loginPath)
    setDeleteFailed(!answer.ok)
    setNotice(answer.ok ? t('admin.users.deleted') : '')
    if (answer.ok) await reload()
  }

  const dateOf = (iso: string) => formatMediumDate(iso, locale)

  const authLabel = (type: 'password' | 'oidc') => t(`admin.users.auth.${type}`)
  const columns: Column<TAdminUserListItem>[] = [
    { header: t('admin.users.name'), cell: (user) => `${user.firstName} ${user.lastName}` },
    { header: t('admin.users.email'), cell: (user) => <Breakable text={user.email} /> },
    { header: t('admin.users.phone'), cell: (user) => user.phone ?? '' },
    { header: t('admin.users.country'), cell: (user) => user.country ?? '' },
    { header: t('admin.users.authType'), cell: (user) => (user.authType ? authLabel(user.authType) : '') },
    { header: t('admin.users.createdAt'), cell: (user) => dateOf(user.createdAt) },
    {
      header: t('admin.users.actions'),
      isActions: true,
      cell: (user) => (
        <RowButton
          label={t('admin.users.delete')}
          rowName={user.email}
          className="button button--danger"
          onClick={() => void remove(user.id, user.email)}
        />
      ),
    },
  ]

  return (
    <ConsoleList
      t={t}
      cards={
        // The cards hold their place with a dash while the figures load, so the list below never moves.
        [
          { label: t('admin.users.total'), value: stats?.totalUsers ?? STAT_PENDING, testId: 'stat-total' },
          {
            label: t('admin.users.recent', { days: stats?.recentSignups.days ?? ADMIN_RECENT_ACTIVITY_DAYS }),
            value: stats?.recentSignups.count ?? STAT_PENDING,
          },
          { label: authLabel('password'), value: stats?.byAuthType.password ?? STAT_PENDING },
          { label: authLabel('oidc'), value: stats?.byAuthType.oidc ?? STAT_PENDING },
        ]
      }
      filter={{
        label: t('admin.users.authType'),
        options: AUTH_TYPES.map((type) => ({ value: type, label: authLabel(type) })),
        placeholder: t('admin.users.searchPlaceholder'),
      }}
      query={consoleQuery}
      notices={
        <>
          <FormNotice tone="success">{notice}</FormNotice>
          <FormNotice tone="error">{error}</FormNotice>
        </>
      }
      page={list && { rows: list.users, total: list.pagination.total }}
      loading={error ? undefined : t('admin.loading')}
      columns={columns}
      rowKey={(user) => user.id}
      empty={t('admin.users.empty')}
    />
  )
}
