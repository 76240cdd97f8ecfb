import { API } from '@nexovia/content-schema/api/endpoints'
import type { TConciergeAdminRequest } from '@nexovia/content-schema/concierge/request'
import type { Locale } from '@nexovia/content-schema/core'
import { formatPlaceTime } from '@nexovia/content-schema/format/place-time'
import { useMemo, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useReaderZone } from '../../lib/useReaderZone'
import type { AdminConciergeMessages } from './adminMessages'
import { ConsoleDialog } from './ConsoleDialog'
import { ConsoleList } from './ConsoleList'
import type { Column } from './ConsoleTable'
import { toSignIn } from './consoleApi'
import { LoadFailed } from './LoadFailed'
import { PlaceTime } from './PlaceTime'
import { RowButton } from './RowButton'
import { STAT_PENDING } from './StatCards'
import { Breakable } from './TableText'
import { useConsoleList } from './useConsoleList'

type Props = { locale: Locale; messages: AdminConciergeMessages; loginPath: string; adminPath: string }

const PAGE_SIZE = 50
const STATUSES = ['pending', 'contacted', 'completed'] as const

/** The only move each status allows (the cms refuses any other with 409). */
const NEXT_MOVE = { pending: 'contacted', contacted: 'completed', completed: null } as const

/** Concierge requests: stats, search with a status filter, the table and a detail modal that moves a request on. */
export default function AdminConcierge({ locale, messages, loginPath, adminPath }: Props) {
  // One translator per page: the loaders depend on it, so a new one each render would reload forever.
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const { consoleQuery, list, stats, loadFailed, reload } = useConsoleList({
    list: API.conciergeRequests,
    stats: API.conciergeStats,
    filter: 'status',
    pageSize: PAGE_SIZE,
    loginPath,
  })
  const [open, setOpen] = useState<TConciergeAdminRequest | null>(null)
  const readerZone = useReaderZone()
  const [isUpdating, setIsUpdating] = useState(false)

  async function move(request: TConciergeAdminRequest) {
    const status = NEXT_MOVE[request.status]
    if (!status) return
    setIsUpdating(true)
    const answer = await callEndpoint(API.updateConciergeRequest, {
      params: { id: request.id },
      body: { status },
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
    await reload()
  }

  const when = (iso: string | null) => (iso ? <PlaceTime at={iso} locale={locale} t={t} /> : '')
  // Inside a sentence: the same words, without the hover.
  const whenText = (iso: string) => formatPlaceTime(iso, { locale, timeZone: readerZone })
  const statusLabel = (status: TConciergeAdminRequest['status']) => t(`admin.concierge.status.${status}`)

  if (loadFailed)
    return (
      <LoadFailed
        title={t('errors.loadDataTitle')}
        message={t('errors.loadRequestsFailed')}
        backLabel={t('admin.nav.back')}
        backHref={adminPath}
      />
    )

  const columns: Column<TConciergeAdminRequest>[] = [
    { header: t('admin.concierge.name'), cell: (request) => request.name },
    { header: t('admin.concierge.email'), cell: (request) => <Breakable text={request.email} /> },
    { header: t('admin.concierge.phone'), cell: (request) => request.phone },
    { header: t('admin.concierge.status'), cell: (request) => statusLabel(request.status) },
    { header: t('admin.concierge.date'), cell: (request) => when(request.createdAt) },
    {
      header: '',
      isActions: true,
      cell: (request) => (
        <RowButton
          label={t('admin.concierge.view')}
          rowName={request.email}
          onClick={() => setOpen(request)}
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
          { label: t('admin.concierge.total'), value: stats?.total ?? STAT_PENDING },
          ...STATUSES.map((status) => ({
            label: statusLabel(status),
            value: stats?.[status] ?? STAT_PENDING,
            testId: `stat-${status}`,
          })),
        ]
      }
      filter={{
        label: t('admin.concierge.status'),
        options: STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        placeholder: t('admin.concierge.searchPlaceholder'),
      }}
      query={consoleQuery}
      page={list && { rows: list.requests, total: list.pagination.total }}
      loading={t('admin.loading')}
      columns={columns}
      rowKey={(request) => request.id}
      empty={t('admin.concierge.empty')}
    >
      {open && (
        <ConsoleDialog
          titleId="concierge-detail"
          title={open.name}
          actions={
            (open.status === 'pending' || open.status === 'contacted') && (
              <button type="button" className="button" disabled={isUpdating} onClick={() => void move(open)}>
                {t(
                  open.status === 'pending'
                    ? 'admin.concierge.markContacted'
                    : 'admin.concierge.markCompleted',
                )}
              </button>
            )
          }
          close={{ label: t('admin.concierge.close'), onClick: () => setOpen(null) }}
        >
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
                date: whenText(open.contactedAt),
              })}
            </p>
          )}
          {open.completedAt && (
            <p>
              {t('admin.concierge.completedBy', {
                name: open.completedBy?.name ?? '—',
                date: whenText(open.completedAt),
              })}
            </p>
          )}
        </ConsoleDialog>
      )}
    </ConsoleList>
  )
}
