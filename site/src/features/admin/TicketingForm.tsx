import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import type { TTicketingDeskItem } from '@nexovia/content-schema/flights/ticketing-entry'
import { TICKETING_PREFIXES } from '@nexovia/content-schema/flights/tickets'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice, TextField } from '../../lib/forms/fields'
import type { Translate } from '../../lib/forms/messages'
import { ConsoleDialog } from './ConsoleDialog'
import type { TicketingDeskMessages } from './ticketingDeskMessages'
import { deskJourneysText } from './ticketingDeskText'

type Props = {
  booking: TTicketingDeskItem
  locale: Locale
  t: Translate<keyof TicketingDeskMessages>
  /** A message key the cms answered with is shown only when the desk knows it. */
  knows: (key: string | undefined) => key is keyof TicketingDeskMessages
  onSaved: (item: TTicketingDeskItem) => void
  onClose: () => void
}

/**
 * The PNR and one e-ticket per passenger for one booking. The cms checks everything (count, 13
 * digits, the airline's prefix); its field errors show under each field, keeping what was typed.
 */
export function TicketingForm({ booking, locale, t, knows, onSaved, onClose }: Props) {
  const [pnr, setPnr] = useState('')
  const [numbers, setNumbers] = useState(() => booking.passengers.map(() => ''))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const [isSaving, setIsSaving] = useState(false)
  const prefix = TICKETING_PREFIXES[booking.carrier]
  const errorOf = (field: string) => (knows(errors[field]) ? t(errors[field]) : undefined)

  async function save(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    setIsSaving(true)
    const answer = await callEndpoint(API.issueTickets, {
      params: { id: booking.booking_id },
      body: { pnr, e_tickets: numbers },
    })
    setIsSaving(false)
    if (answer.ok) return onSaved(answer.data)
    setErrors(answer.fieldErrors ?? {})
    setNotice(t(knows(answer.message) ? answer.message : 'errors.generic'))
  }

  return (
    <ConsoleDialog
      titleId="ticketing-form-title"
      title={t('admin.tickets.formTitle', { reference: booking.reference })}
      onSubmit={save}
      noValidate
      actions={
        <button type="submit" className="button" disabled={isSaving}>
          {t('admin.tickets.save')}
        </button>
      }
      close={{ label: t('admin.tickets.close'), onClick: onClose }}
    >
      <p>{deskJourneysText(booking.journeys, locale)}</p>
      {notice && <FormNotice tone="error">{notice}</FormNotice>}
      <TextField
        name="pnr"
        label={t('admin.tickets.pnr')}
        value={pnr}
        onChange={setPnr}
        error={errorOf('pnr')}
        autoComplete="off"
        required
      />
      {prefix && <p>{t('admin.tickets.prefixHint', { airline: booking.carrier_name, prefix })}</p>}
      {booking.passengers.map((name, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: passengers are numbered as booked, never reordered
          key={index}
          name={`e_tickets.${index}`}
          label={t('admin.tickets.eTicket', { name })}
          value={numbers[index] ?? ''}
          onChange={(value) => setNumbers((typed) => typed.map((old, at) => (at === index ? value : old)))}
          error={errorOf(`e_tickets.${index}`) ?? (index === 0 ? errorOf('e_tickets') : undefined)}
          autoComplete="off"
          required
        />
      ))}
    </ConsoleDialog>
  )
}
