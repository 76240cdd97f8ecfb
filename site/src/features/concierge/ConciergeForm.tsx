import type { Locale, UiKey } from '@nexovia/content-schema'
import { useState } from 'react'
import { type Messages, messageOr, messagesTranslator } from '../../lib/forms/messages'
import './ConciergeForm.css'

export const CONCIERGE_MESSAGE_KEYS = [
  'concierge.form.title',
  'concierge.form.name',
  'concierge.form.email',
  'concierge.form.phone',
  'concierge.form.tripDetails',
  'concierge.form.tripDetailsPlaceholder',
  'concierge.form.submit',
  'concierge.form.sending',
  'concierge.states.success',
  'concierge.states.errorTitle',
  'concierge.states.errorRetry',
  'validation.requiredFields',
  'validation.validEmail',
  'validation.tooLong',
  'validation.invalidOption',
  'errors.invalidInput',
  'errors.bodyTooLarge',
  'errors.tooManyRequests',
  'errors.submissionFailed',
  'errors.network',
] as const satisfies readonly UiKey[]
type Key = (typeof CONCIERGE_MESSAGE_KEYS)[number]

type Fields = { name: string; email: string; phone: string; tripDetails: string }
const EMPTY: Fields = { name: '', email: '', phone: '', tripDetails: '' }

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'invalid'; message: string; fields: string[] }
  | { kind: 'failed'; detail: string }

type Props = { locale: Locale; messages: Messages<Key> }

/**
 * The endpoint's own schema (and zod with it, ~25 KB compressed) loads only once the visitor starts
 * filling the form, not with the page.
 */
const loadSchema = () =>
  import('@nexovia/content-schema/operations/concierge-request').then((module) => module.ZConciergeSubmit)

/** The concierge request form: checked with the endpoint's own schema, then sent to the cms. */
export default function ConciergeForm({ locale, messages }: Props) {
  const t = messagesTranslator(messages)
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  const edit = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    // Typing clears the current error (and an earlier success banner).
    if (status.kind !== 'submitting') setStatus({ kind: 'idle' })
  }

  const submit = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    let schema: Awaited<ReturnType<typeof loadSchema>>
    try {
      schema = await loadSchema()
    } catch {
      setStatus({ kind: 'failed', detail: t('errors.network') })
      return
    }
    const parsed = schema.safeParse({ ...fields, locale })
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message
      setStatus({
        kind: 'invalid',
        message: messageOr(messages, first, 'validation.requiredFields'),
        fields: parsed.error.issues.map((issue) => String(issue.path[0])),
      })
      return
    }
    setStatus({ kind: 'submitting' })
    try {
      const response = await fetch('/api/concierge/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      if (response.ok) {
        setFields(EMPTY)
        setStatus({ kind: 'success' })
        return
      }
      const body = (await response.json().catch(() => null)) as {
        message?: string
        fieldErrors?: Record<string, string>
      } | null
      const detail = Object.values(body?.fieldErrors ?? {})[0] ?? body?.message
      setStatus({ kind: 'failed', detail: messageOr(messages, detail, 'errors.submissionFailed') })
    } catch {
      setStatus({ kind: 'failed', detail: t('errors.network') })
    }
  }

  const isSubmitting = status.kind === 'submitting'
  const isInvalid = (name: keyof Fields) => status.kind === 'invalid' && status.fields.includes(name)
  const describedBy = (name: keyof Fields) => (isInvalid(name) ? 'concierge-form-status' : undefined)
  const field = (name: keyof Fields, type: string, autoComplete: string) => (
    <div className="concierge-form__field">
      <label htmlFor={`concierge-${name}`}>{t(`concierge.form.${name}`)}</label>
      <input
        id={`concierge-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={fields[name]}
        aria-invalid={isInvalid(name) || undefined}
        aria-describedby={describedBy(name)}
        onChange={(event) => edit(name, event.target.value)}
      />
    </div>
  )

  return (
    <form
      className="concierge-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="concierge-form-title"
      data-testid="concierge-form"
    >
      <h3 id="concierge-form-title">{t('concierge.form.title')}</h3>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      <div className="concierge-form__field">
        <label htmlFor="concierge-tripDetails">{t('concierge.form.tripDetails')}</label>
        <textarea
          id="concierge-tripDetails"
          name="tripDetails"
          rows={5}
          required
          placeholder={t('concierge.form.tripDetailsPlaceholder')}
          value={fields.tripDetails}
          aria-invalid={isInvalid('tripDetails') || undefined}
          aria-describedby={describedBy('tripDetails')}
          onChange={(event) => edit('tripDetails', event.target.value)}
        />
      </div>
      <div id="concierge-form-status" role="status" aria-live="polite">
        {status.kind === 'success' && (
          <p className="concierge-form__banner concierge-form__banner--success">
            {t('concierge.states.success')}
          </p>
        )}
        {status.kind === 'invalid' && (
          <p className="concierge-form__banner concierge-form__banner--error">{status.message}</p>
        )}
        {status.kind === 'failed' && (
          <div className="concierge-form__banner concierge-form__banner--error">
            <p>
              <strong>{t('concierge.states.errorTitle')}</strong>
            </p>
            <p>{status.detail}</p>
            <p>{t('concierge.states.errorRetry')}</p>
          </div>
        )}
      </div>
      <button type="submit" className="concierge-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('concierge.form.sending') : t('concierge.form.submit')}
      </button>
    </form>
  )
}
