import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import type { ApiAnswer } from '../../lib/api/transport'
import { FormNotice, PasswordField, TextField } from '../../lib/forms/fields'
import { messagesTranslator, type Translate } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { safeRedirectPath } from '../../lib/safeRedirect'
import type { AdminLoginMessages } from './adminMessages'

type Props = { locale: Locale; messages: AdminLoginMessages; next: string }

/** Spec 02 §2: the success message stays 1.5 s before the console opens. */
const SUCCESS_DELAY_MS = 1500

const loadSchema = () =>
  import('@nexovia/content-schema/accounts/auth').then((module) => module.ZAdminLoginInput)

/** Payload's staff login answers its own wording; the page says it in its language instead. */
function describeFailure(answer: ApiAnswer, t: Translate<keyof AdminLoginMessages>) {
  if (answer.status === 0) return t('errors.network')
  if (answer.status === 429) return t('errors.tooManyRequests')
  const detail = JSON.stringify(answer.body.errors ?? '')
  if (answer.status === 423 || /locked/i.test(detail)) return t('errors.accountLocked')
  return t('errors.adminLoginFailed')
}

/** The staff sign-in: the cms sets the HTTP-only staff cookie; no token ever reaches this page. */
export default function AdminLoginForm({ locale, messages, next }: Props) {
  const t = messagesTranslator(messages)
  const [isDone, setIsDone] = useState(false)
  const form = useForm({
    initial: { username: '', password: '' },
    schema: loadSchema,
    messages,
    fallback: 'errors.adminLoginFailed',
    clearsAllErrorsOnEdit: true,
  })
  const submit = form.submitWith({
    send: (data) => callEndpoint(API.staffLogin, { body: data }),
    failure: 'errors.adminLoginFailed',
    isNavigatingOnSuccess: true,
    describeFailure: (answer) => describeFailure(answer, t),
    onSuccess: () => {
      setIsDone(true)
      const home = locale === 'en' ? '/admin' : `/${locale}/admin`
      setTimeout(() => window.location.assign(safeRedirectPath(next, home)), SUCCESS_DELAY_MS)
    },
  })
  // Blank after trimming is refused by the schema with 'Please fill in all fields'.
  const isBlank = !form.values.username || !form.values.password
  // One banner for the form (spec: 'Please fill in all fields'), not one per field: the fields show no error.
  const fieldError = form.errorText('username') ?? form.errorText('password')

  return (
    <form {...form.formProps} className="auth-form" onSubmit={submit}>
      <FormNotice tone="success">{isDone && t('admin.login.success')}</FormNotice>
      <FormNotice tone="error">{form.failure || fieldError}</FormNotice>
      <TextField
        {...form.field('username')}
        error={undefined}
        autoComplete="username"
        label={t('admin.login.username')}
        required
      />
      <PasswordField
        {...form.field('password')}
        error={undefined}
        autoComplete="current-password"
        label={t('admin.login.password')}
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        required
      />
      <button className="button" type="submit" disabled={form.isSubmitting || isBlank}>
        {form.isSubmitting ? t('admin.login.submitting') : t('admin.login.submit')}
      </button>
    </form>
  )
}
