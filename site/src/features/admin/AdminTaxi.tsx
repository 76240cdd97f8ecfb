import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import type { TCurrency } from '@nexovia/content-schema/core/enum-schemas'
import { formatMoney } from '@nexovia/content-schema/format/money'
import type { TTaxiAdminRide } from '@nexovia/content-schema/taxi/admin'
import { useMemo, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { AssignDriverModal } from './AssignDriverModal'
import type { AdminTaxiMessages } from './adminMessages'
import { type Column, ConsoleTable } from './ConsoleTable'
import { toSignIn } from './consoleApi'
import { LoadFailed } from './LoadFailed'
import { PlaceTime } from './PlaceTime'
import { RowButton } from './RowButton'
import { StatCards } from './StatCards'
import { Breakable } from './TableText'
import {
  canAssign,
  canCancel,
  canComplete,
  isRefundedOnCancel,
  pickupAt,
  rideTimeZone,
} from './taxiConsoleRules'
import { useConsoleList } from './useConsoleList'

type Props = { locale: Locale; messages: AdminTaxiMessages; loginPath: string; adminPath: string }

const PAGE_SIZE = 50

/**
 * /admin/taxi: the four stat cards, the rides table, 'Assign' for a paid ride without a driver (a
 * modal listing only the drivers free for it), and the completed / cancelled moves. A refusal (409:
 * the ride or the driver was taken meanwhile) is said plainly and the list reloaded.
 */
export default function AdminTaxi({ locale, messages, loginPath, adminPath }: Props) {
  const t = useMemo(() => messagesTranslator(messages), [messages])
  // The rides table has no search or filter bar: only its pager is used.
  const { consoleQuery, list, stats, loadFailed, reload } = useConsoleList({
    list: API.taxiRides,
    stats: API.taxiStats,
    filter: 'status',
    pageSize: PAGE_SIZE,
    loginPath,
    locale,
  })
  const [notice, setNotice] = useState('')
  const [assigning, setAssigning] = useState<TTaxiAdminRide | null>(null)

  /** A refused change: its reason in the page's language; the list is reloaded to show why. */
  const refused = async (status: number, message: string) => {
    if (status === 401) return toSignIn(loginPath)
    const detail = messageOr(messages, message, 'errors.updateFailed')
    setNotice(status === 409 ? t('taxiAdmin.conflict', { detail }) : detail)
    await reload()
  }

  /** What the administrator confirms before a cancel: a paid ride's traveller is refunded. */
  const cancelQuestion = (ride: TTaxiAdminRide) =>
    isRefundedOnCancel(ride)
      ? t('taxiAdmin.cancelRefundConfirm', {
          name: ride.customer_name,
          amount: formatMoney(ride.price, ride.currency, locale),
        })
      : t('taxiAdmin.cancelConfirm', { name: ride.customer_name })

  async function move(ride: TTaxiAdminRide, status: 'completed' | 'cancelled') {
    if (status === 'cancelled' && !window.confirm(cancelQuestion(ride))) return
    setNotice('')
    const answer = await callEndpoint(API.moveRide, { params: { id: ride.id }, body: { status } })
    if (!answer.ok) return refused(answer.status, answer.message)
    await reload()
  }

  if (loadFailed)
    return (
      <LoadFailed
        title={t('errors.loadDataTitle')}
        message={t('taxiAdmin.loadFailed')}
        backLabel={t('admin.nav.back')}
        backHref={adminPath}
      />
    )

  const money = (minor: number, currency: TCurrency) => formatMoney(minor, currency, locale)
  const revenue = stats
    ? Object.entries(stats.total_revenue)
        .map(([currency, minor]) => money(minor, currency as TCurrency))
        .join(' · ') || money(0, 'USD')
    : ''
  /** The ride's pick-up on its place's clock: the table and the assign dialog show the same words. */
  const when = (ride: TTaxiAdminRide) => (
    <PlaceTime at={pickupAt(ride)} timeZone={rideTimeZone(ride)} locale={locale} t={t} />
  )

  const columns: Column<TTaxiAdminRide>[] = [
    {
      header: t('taxiAdmin.customer'),
      cell: (ride) => (
        <>
          {ride.customer_name}
          <br />
          <small>
            <Breakable text={ride.customer_email} />
          </small>
        </>
      ),
    },
    {
      header: t('taxiAdmin.route'),
      cell: (ride) => (
        <>
          {ride.origin_address} → {ride.destination_address}
        </>
      ),
    },
    {
      header: t('taxiAdmin.when'),
      cell: (ride) => (
        <span data-testid={`ride-when-${ride.id}`}>
          {when(ride)}
          {ride.flight && (
            <>
              <br />
              <small data-testid={`ride-flight-${ride.id}`}>
                {t('taxiAdmin.flight', { flight: ride.flight.flight_number, airport: ride.flight.airport })}
                {ride.flight.status && ` · ${t(`taxiAdmin.flightStatus.${ride.flight.status as 'on_time'}`)}`}
              </small>
            </>
          )}
        </span>
      ),
    },
    { header: t('taxiAdmin.passengers'), cell: (ride) => ride.passengers },
    {
      header: t('taxiAdmin.requests'),
      cell: (ride) => (
        <span data-testid={`ride-requests-${ride.id}`}>
          {[
            `${t('taxiPage.luggage')}: ${ride.luggage_count}`,
            ...(ride.options.child_seat ? [t('taxiPage.option.childSeat')] : []),
            ...(ride.options.vip_service ? [t('taxiPage.option.vip')] : []),
            ...(ride.options.extra_stop ? [t('taxiPage.option.extraStop')] : []),
          ].join(' · ')}
          {ride.meeting_name && (
            <>
              <br />
              <small>{t('taxiAdmin.sign', { name: ride.meeting_name })}</small>
            </>
          )}
          {ride.notes && (
            <>
              <br />
              <small>{ride.notes}</small>
            </>
          )}
        </span>
      ),
    },
    { header: t('taxiAdmin.price'), cell: (ride) => money(ride.price, ride.currency) },
    {
      header: t('taxiAdmin.status'),
      cell: (ride) => (
        <span className={`admin-badge admin-badge--${ride.status}`} data-testid={`ride-status-${ride.id}`}>
          {t(`taxiAdmin.status.${ride.status}`)}
          {ride.assigned_driver && ` · ${ride.assigned_driver.name} (${ride.assigned_driver.license_plate})`}
        </span>
      ),
    },
    {
      header: t('taxiAdmin.action'),
      isActions: true,
      cell: (ride) => (
        <div className="admin-filters">
          {canAssign(ride) && (
            <RowButton
              label={t('taxiAdmin.assign')}
              rowName={ride.customer_name}
              onClick={() => {
                setNotice('')
                setAssigning(ride)
              }}
            />
          )}
          {canComplete(ride) && (
            <button type="button" className="button" onClick={() => void move(ride, 'completed')}>
              {t('taxiAdmin.complete')}
            </button>
          )}
          {canCancel(ride) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void move(ride, 'cancelled')}
            >
              {t('taxiAdmin.cancelRide')}
            </button>
          )}
        </div>
      ),
    },
  ]

  return (
    <div>
      <div className="admin-filters">
        <a className="button button--secondary" href={adminPath}>
          {t('admin.nav.back')}
        </a>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('taxiAdmin.refresh')}
        </button>
      </div>
      {stats && (
        <StatCards
          cards={[
            { label: t('taxiAdmin.totalRides'), value: stats.total_rides, testId: 'stat-total' },
            { label: t('taxiAdmin.paid'), value: stats.paid, testId: 'stat-paid' },
            {
              label: t('taxiAdmin.availableDrivers'),
              value: stats.available_drivers,
              testId: 'stat-drivers',
            },
            { label: t('taxiAdmin.revenue'), value: revenue, testId: 'stat-revenue' },
          ]}
        />
      )}
      {notice && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}
      {!list && <p aria-busy="true">{t('admin.loading')}</p>}
      {list && (
        <ConsoleTable
          columns={columns}
          rows={list.rides}
          rowKey={(ride) => ride.id}
          empty={t('taxiAdmin.empty')}
          pager={consoleQuery.pager(t, list.pagination.total)}
        />
      )}
      {assigning && (
        <AssignDriverModal
          ride={assigning}
          when={when(assigning)}
          t={t}
          onRefused={(status, message) => void refused(status, message)}
          onAssigned={() => void reload()}
          onClose={() => setAssigning(null)}
        />
      )}
    </div>
  )
}
