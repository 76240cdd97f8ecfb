import { API } from '@nexovia/content-schema/api/endpoints'
import { type Locale, NO_ITINERARY } from '@nexovia/content-schema/core'
import { useEffect, useId, useRef, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import type { FlightsT } from './flightMessages'

type Props = { itineraryId: string | null; locale: Locale; t: FlightsT; onClose: () => void }

const EMPTY = { name: '', email: '', phone: '', notes: '' }
type LeadFields = typeof EMPTY
const FIELDS: readonly { name: keyof LeadFields; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
]

/**
 * 'Contact Us': name and email required, phone and notes optional (spec 02 §5), sent with the
 * itinerary's id (or no_itinerary from an error state); the success view after a stored lead.
 */
export function LeadModal({ itineraryId, locale, t, onClose }: Props) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [fields, setFields] = useState(EMPTY)
  const [error, setError] = useState('')
  const [isSending, setIsSending] = useState(false)
  const [isSent, setIsSent] = useState(false)

  // A modal <dialog>: focus moves in, Escape closes it, the page behind is inert.
  useEffect(() => {
    dialogRef.current?.showModal()
  }, [])

  const submit = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!fields.name.trim() || !fields.email.trim()) return setError(t('flights.lead.required'))
    setIsSending(true)
    const sent = await callEndpoint(API.submitFlightLead, {
      body: { ...fields, itinerary_id: itineraryId ?? NO_ITINERARY, locale },
    })
    setIsSending(false)
    if (!sent.ok) {
      // The spec only logs lead failures; the traveller still learns the request did not go.
      console.warn(`flight lead failed: ${sent.status}`)
      return setError(t('flights.lead.failed'))
    }
    setIsSent(true)
  }

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
        <form onSubmit={submit} noValidate>
          <p>{t('flights.lead.intro')}</p>
          {FIELDS.map((field) => (
            <div className="form-field" key={field.name}>
              <label htmlFor={`${titleId}-${field.name}`}>{t(`flights.lead.${field.name}`)}</label>
              <input
                id={`${titleId}-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.name !== 'phone'}
                value={fields[field.name]}
                onChange={(event) => {
                  setError('')
                  setFields((current) => ({ ...current, [field.name]: event.target.value }))
                }}
              />
            </div>
          ))}
          <div className="form-field">
            <label htmlFor={`${titleId}-notes`}>{t('flights.lead.notes')}</label>
            <textarea
              id={`${titleId}-notes`}
              name="notes"
              rows={3}
              value={fields.notes}
              onChange={(event) => setFields((current) => ({ ...current, notes: event.target.value }))}
            />
          </div>
          {error && (
            <p className="flights-form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="flights-button" disabled={isSending}>
            {isSending ? t('flights.lead.sending') : t('flights.lead.submit')}
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
