import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import type { TTicketingDesk, TTicketingDeskItem } from '@nexovia/content-schema/flights/ticketing-entry'
import { formatReaderTime } from '@nexovia/content-schema/format/place-time'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useReaderZone } from '../../lib/useReaderZone'
import { type Column, ConsoleTable } from './ConsoleTable'
import { toSignIn } from './consoleApi'
import { LoadFailed } from './LoadFailed'
import { TicketingForm } from './TicketingForm'
import type { TicketingDeskMessages } from './ticketingDeskMessages'

type Props = { locale: Locale; messages: TicketingDeskMessages; loginPath: string; adminPath: string }

const MINUTE_MS = 60_000

/**
 * The ticketing desk: paid flight bookings waiting for tickets, oldest payment first, each with the
 * time since its payment; "Enter tickets" opens the PNR and e-tickets form.
 */
export default function AdminTickets({ locale, messages, loginPath, adminPath }: Props) {
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const knows = (key: string | undefined): key is keyof TicketingDeskMessages =>
    key !== undefined && Object.hasOwn(messages, key)
  const [desk, setDesk] = useState<TTicketingDesk | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [open, setOpen] = useState<TTicketingDeskItem | null>(null)
  const [saved, setSaved] = useState('')
  const readerZone = useReaderZone()

  const load = useCallback(() => {
    void callEndpoint(API.ticketingDesk).then((answer) => {
      if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
      setLoadFailed(!answer.ok)
      if (answer.ok) setDesk(answer.data)
    })
  }, [loginPath])
  useEffect(load, [load])

  if (loadFailed)
    return (
      <LoadFailed
        title={t('errors.loadDataTitle')}
        message={t('admin.tickets.loadFailed')}
        backLabel={t('admin.nav.back')}
        backHref={adminPath}
      />
    )

  const waited = (paidAt: string) => {
    const minutes = Math.max(0, Math.floor((Date.now() - Date.parse(paidAt)) / MINUTE_MS))
    return t('admin.tickets.waitedHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
  }
  const paidOn = (paidAt: string) =>
    t('admin.yourTime', { time: formatReaderTime(paidAt, locale, readerZone) })
  const columns: Column<TTicketingDeskItem>[] = [
    { header: t('admin.tickets.reference'), cell: (item) => item.reference },
    {
      header: t('admin.tickets.waitingFor'),
      cell: (item) => (
        <time dateTime={item.paid_at} title={paidOn(item.paid_at)}>
          {waited(item.paid_at)}
        </time>
      ),
    },
    { header: t('admin.tickets.flights'), cell: (item) => item.journeys.join(' · ') },
    { header: t('admin.tickets.passengers'), cell: (item) => item.passengers.join(', ') },
    {
      header: '',
      isActions: true,
      cell: (item) => (
        <button
          type="button"
          className="button"
          aria-label={t('admin.tickets.issueLabel', { reference: item.reference })}
          onClick={() => {
            setSaved('')
            setOpen(item)
          }}
        >
          {t('admin.tickets.issue')}
        </button>
      ),
    },
  ]

  return (
    <div>
      <p>{t('admin.tickets.intro')}</p>
      {saved && <FormNotice tone="success">{saved}</FormNotice>}
      {!desk && <p aria-busy="true">{t('admin.loading')}</p>}
      {desk && (
        <ConsoleTable
          columns={columns}
          rows={desk.bookings}
          rowKey={(item) => item.booking_id}
          empty={t('admin.tickets.empty')}
          pager={{
            t,
            skip: 0,
            limit: Math.max(desk.bookings.length, 1),
            total: desk.bookings.length,
            onSkip: () => {},
          }}
        />
      )}
      {open && (
        <TicketingForm
          booking={open}
          t={t}
          knows={knows}
          onClose={() => setOpen(null)}
          onSaved={(item) => {
            setOpen(null)
            setSaved(t('admin.tickets.saved', { reference: item.reference, pnr: item.pnr ?? '' }))
            load()
          }}
        />
      )}
    </div>
  )
}
