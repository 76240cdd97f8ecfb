import { API } from '@nexovia/content-schema/api/endpoints'
import { formatMediumDate, type Locale } from '@nexovia/content-schema/core'
import { formatMoney } from '@nexovia/content-schema/format/money'
import type {
  TAdminBookingList,
  TAdminBookingListItem,
} from '@nexovia/content-schema/payments/admin-bookings'
import { useEffect, useMemo, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { DateField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import type { AdminBookingsMessages } from './adminMessages'
import { BookingManage } from './BookingManage'
import { BookingPassengers } from './BookingPassengers'
import { ConsoleList } from './ConsoleList'
import type { Column } from './ConsoleTable'
import { toSignIn } from './consoleApi'
import { LoadFailed } from './LoadFailed'
import { Breakable, Reference } from './TableText'
import { useConsoleQuery } from './useConsoleQuery'

type Props = { locale: Locale; messages: AdminBookingsMessages; loginPath: string; adminPath: string }

const PAGE_SIZE = 50
const STATUSES = ['pending', 'confirmed', 'expired', 'failed', 'cancelled', 'refunded'] as const

/**
 * The bookings, newest first, searched by reference, email or a traveller's name and by the days
 * they were booked; each opens its passengers, or its actions, notes and history (staff only).
 */
export default function AdminBookings({ locale, messages, loginPath, adminPath }: Props) {
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const { query, filterBar, pager, extras } = useConsoleQuery('status', PAGE_SIZE)
  const [list, setList] = useState<TAdminBookingList | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [open, setOpen] = useState<{ id: number | string; reference: string } | null>(null)
  const [managed, setManaged] = useState<(TAdminBookingListItem & { label: string }) | null>(null)
  const [rangeError, setRangeError] = useState('')
  // Bumped after a refund or cancel, so the list shows the new status.
  const [version, setVersion] = useState(0)
  // The query's content, not its object, decides when to reload.
  const queryKey = JSON.stringify(query)

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for the same page again after a change
  useEffect(() => {
    let isCurrent = true
    // Items are named in the console's language, whatever the traveller's (issue 42).
    void callEndpoint(API.adminBookings, { query: { ...JSON.parse(queryKey), locale } }).then((answer) => {
      if (!isCurrent) return
      if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
      setLoadFailed(!answer.ok)
      if (answer.ok) setList(answer.data)
    })
    return () => {
      isCurrent = false
    }
  }, [queryKey, locale, loginPath, version])

  if (loadFailed)
    return (
      <LoadFailed
        title={t('errors.loadDataTitle')}
        message={t('admin.bookings.loadFailed')}
        backLabel={t('admin.nav.back')}
        backHref={adminPath}
      />
    )

  const statusLabel = (status: TAdminBookingListItem['status']) => t(`account.bookings.status.${status}`)
  const referenceOf = (booking: TAdminBookingListItem) => booking.reference ?? t('admin.bookings.notPaid')
  const day = (iso: string | null) => (iso ? formatMediumDate(iso, locale) : '')
  const columns: Column<TAdminBookingListItem>[] = [
    {
      header: t('admin.bookings.reference'),
      cell: (booking) => (booking.reference ? <Reference text={booking.reference} /> : referenceOf(booking)),
    },
    { header: t('admin.bookings.type'), cell: (booking) => t(`admin.bookings.type.${booking.type}`) },
    { header: t('admin.bookings.item'), cell: (booking) => booking.itemName ?? '' },
    { header: t('admin.bookings.email'), cell: (booking) => <Breakable text={booking.email} /> },
    { header: t('admin.bookings.departure'), cell: (booking) => day(booking.departureDate) },
    { header: t('admin.bookings.passengers'), cell: (booking) => booking.passengers ?? '' },
    {
      header: t('admin.bookings.amount'),
      cell: (booking) => formatMoney(booking.amount, booking.currency, locale),
    },
    { header: t('admin.bookings.status'), cell: (booking) => statusLabel(booking.status) },
    {
      header: '',
      isActions: true,
      cell: (booking) => (
        <div className="admin-filters">
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('admin.bookings.viewLabel', { reference: referenceOf(booking) })}
            onClick={() => setOpen({ id: booking.id, reference: referenceOf(booking) })}
          >
            {t('admin.bookings.view')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('staffBooking.manageLabel', { reference: referenceOf(booking) })}
            onClick={() => setManaged({ ...booking, label: referenceOf(booking) })}
          >
            {t('staffBooking.manage')}
          </button>
        </div>
      ),
    },
  ]

  return (
    <ConsoleList
      t={t}
      filter={{
        label: t('admin.bookings.status'),
        options: STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        placeholder: t('admin.bookings.searchPlaceholder'),
      }}
      query={{
        pager,
        filterBar: {
          ...filterBar,
          onSearch: () => {
            const { from = '', to = '' } = extras.values
            const isBackwards = Boolean(from && to && to < from)
            setRangeError(isBackwards ? t('validation.dateRangeOrder') : '')
            if (!isBackwards) filterBar.onSearch()
          },
        },
      }}
      filterFields={
        <>
          <DateField
            name="from"
            label={t('staffBooking.bookedFrom')}
            value={extras.values.from ?? ''}
            onChange={(value) => extras.set('from', value)}
          />
          <DateField
            name="to"
            label={t('staffBooking.bookedTo')}
            value={extras.values.to ?? ''}
            onChange={(value) => extras.set('to', value)}
            min={extras.values.from}
            error={rangeError}
          />
        </>
      }
      page={list && { rows: list.bookings, total: list.pagination.total }}
      loading={t('admin.loading')}
      columns={columns}
      rowKey={(booking) => booking.id}
      empty={t('admin.bookings.empty')}
    >
      {managed && (
        <BookingManage
          t={t}
          messages={messages}
          locale={locale}
          booking={managed}
          loginPath={loginPath}
          onChanged={() => setVersion((current) => current + 1)}
          onClose={() => setManaged(null)}
        />
      )}
      {open && (
        <BookingPassengers
          t={t}
          locale={locale}
          booking={open}
          loginPath={loginPath}
          onClose={() => setOpen(null)}
        />
      )}
    </ConsoleList>
  )
}
