import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { TextAreaField, TextField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import './ConciergeForm.css'
import type { ConciergeMessages } from './conciergeMessages'

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'failed'; detail: string }

type Props = { locale: Locale; messages: ConciergeMessages }

const EMPTY = { name: '', email: '', phone: '', tripDetails: '' }
const STATUS_ID = 'concierge-form-status'

/** The endpoint's own schema (and zod with it) loads once the visitor starts filling the form, not with the page. */
const loadSchema = () =>
  import('@nexovia/content-schema/concierge/request').then((module) => module.ZConciergeSubmit)

/** The concierge request form: checked with the endpoint's own schema, then sent to the cms. */
export default function ConciergeForm({ locale, messages }: Props) {
  const t = messagesTranslator(messages)
  const form = useForm({
    initial: EMPTY,
    schema: loadSchema,
    messages,
    fallback: 'validation.requiredFields',
    clearsAllErrorsOnEdit: true,
  })
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  const submit = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = await form.check({ locale })
    if (!data) return setStatus({ kind: 'idle' })
    setStatus({ kind: 'submitting' })
    const answer = await callEndpoint(API.submitConcierge, { body: data })
    if (answer.ok) {
      form.setValues(EMPTY)
      setStatus({ kind: 'success' })
      return
    }
    const detail = Object.values(answer.fieldErrors ?? {})[0] ?? answer.message
    setStatus({ kind: 'failed', detail: messageOr(messages, detail, 'errors.submissionFailed') })
  }

  // One banner for the whole form: the first rule broken, or the network when the schema cannot load.
  const [firstInvalid] = Object.keys(form.errors)
  const isSchemaUnavailable = firstInvalid === ''
  const field = (name: keyof typeof EMPTY) => ({
    ...form.field(name),
    id: `concierge-${name}`,
    label: t(`concierge.form.${name}`),
    className: 'concierge-form__field',
    required: true,
    // Shown in the banner, not under the field.
    error: undefined,
    isInvalid: name in form.errors,
    describedBy: STATUS_ID,
    onChange: (value: string) => {
      form.field(name).onChange(value)
      // Typing clears the current error (and an earlier success banner).
      if (status.kind !== 'submitting') setStatus({ kind: 'idle' })
    },
  })
  const failureDetail =
    status.kind === 'failed' ? status.detail : isSchemaUnavailable ? form.errorText('') : null

  return (
    <form
      {...form.formProps}
      className="concierge-form"
      onSubmit={submit}
      aria-labelledby="concierge-form-title"
      data-testid="concierge-form"
    >
      <h3 id="concierge-form-title">{t('concierge.form.title')}</h3>
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('phone')} type="tel" autoComplete="tel" />
      <TextAreaField
        {...field('tripDetails')}
        rows={5}
        placeholder={t('concierge.form.tripDetailsPlaceholder')}
      />
      <div id={STATUS_ID} role="status" aria-live="polite">
        {status.kind === 'success' && (
          <p className="concierge-form__banner concierge-form__banner--success">
            {t('concierge.states.success')}
          </p>
        )}
        {firstInvalid && !isSchemaUnavailable && (
          <p className="concierge-form__banner concierge-form__banner--error">
            {form.errorText(firstInvalid)}
          </p>
        )}
        {failureDetail && (
          <div className="concierge-form__banner concierge-form__banner--error">
            <p>
              <strong>{t('concierge.states.errorTitle')}</strong>
            </p>
            <p>{failureDetail}</p>
            <p>{t('concierge.states.errorRetry')}</p>
          </div>
        )}
      </div>
      <button type="submit" className="concierge-form__submit" disabled={status.kind === 'submitting'}>
        {status.kind === 'submitting' ? t('concierge.form.sending') : t('concierge.form.submit')}
      </button>
    </form>
  )
}
