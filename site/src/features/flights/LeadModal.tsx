import { type Locale, NO_ITINERARY } from '@nexovia/content-schema/core'
import { useEffect, useId, useRef, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { TextAreaField, TextField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { FieldErrors } from '../../lib/forms/validate'
import type { FlightsMessages } from './flightMessages'

type Props = { itineraryId: string | null; locale: Locale; messages: FlightsMessages; onClose: () => void }

const EMPTY = { name: '', email: '', phone: '', notes: '' }
type LeadFields = typeof EMPTY
const FIELDS: readonly { name: Exclude<keyof LeadFields, 'notes'>; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
]

/** Name and email are needed (spec 02 §5): the form's one message says so. */
const leadRules = (lead: LeadFields): FieldErrors =>
  lead.name.trim() && lead.email.trim() ? {} : { '': 'flights.lead.required' }

/**
 * 'Contact Us': name and email required, phone and notes optional (spec 02 §5), sent with the
 * itinerary's id (or no_itinerary from an error state); the success view after a stored lead.
 */
export function LeadModal({ itineraryId, locale, messages, onClose }: Props) {
  const t = messagesTranslator(messages)
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [isSent, setIsSent] = useState(false)
  const form = useForm({
    initial: EMPTY,
    rules: leadRules,
    messages,
    fallback: 'flights.lead.failed',
    clearsFailureOnEdit: true,
  })

  // A modal <dialog>: focus moves in, Escape closes it, the page behind is inert.
  useEffect(() => {
    dialogRef.current?.showModal()
  }, [])

  const send = form.submitWith({
    send: (lead) =>
      callApi('submitFlightLead', {
        body: { ...lead, itinerary_id: itineraryId ?? NO_ITINERARY, locale },
      }),
    failure: 'flights.lead.failed',
    onSuccess: () => setIsSent(true),
    describeFailure: (answer) => {
      // The spec only logs lead failures; the traveller still learns the request did not go.
      console.warn(`flight lead failed: ${answer.status}`)
      return t('flights.lead.failed')
    },
  })

  const field = (name: keyof LeadFields) => ({
    ...form.field(name),
    id: `${titleId}-${name}`,
    label: t(`flights.lead.${name}`),
    // The form's one message shows below the fields, not under one of them.
    error: undefined,
  })

  return (
    <dialog
      ref={dialogRef}
      className="lead-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="lead-modal"
    >
      <h2 id={titleId}>{t('flights.lead.title')}</h2>
      {isSent ? (
        <div role="status" className="lead-modal__success">
          <p className="lead-modal__thanks">{t('flights.lead.success')}</p>
          <p>{t('flights.lead.priceNote')}</p>
        </div>
      ) : (
        <form {...form.formProps} onSubmit={send}>
          <p>{t('flights.lead.intro')}</p>
          {FIELDS.map(({ name, type, autoComplete }) => (
            <TextField
              key={name}
              {...field(name)}
              type={type}
              autoComplete={autoComplete}
              required={name !== 'phone'}
            />
          ))}
          <TextAreaField {...field('notes')} rows={3} />
          {form.failure && (
            <p className="flights-form__error" role="alert">
              {form.failure}
            </p>
          )}
          <button type="submit" className="flights-button" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('flights.lead.sending') : t('flights.lead.submit')}
          </button>
        </form>
      )}
      <button
        type="button"
        className="flights-button flights-button--secondary"
        onClick={() => dialogRef.current?.close()}
      >
        {t('flights.lead.close')}
      </button>
    </dialog>
  )
}
