import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import type { Locale } from '@nexovia/content-schema/locales'
import { type FormEvent, useState } from 'react'
import { callApi, failureKey } from '../../lib/forms/callApi'
import { PasswordField, TextField } from '../../lib/forms/fields'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { type Messages, messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { pathIn } from './client'
import { QuickSignIn } from './QuickSignIn'

export const LOGIN_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'auth.login.signedUpNotice',
  'auth.login.email',
  'auth.login.password',
  'auth.login.forgotPassword',
  'auth.login.submit',
  'auth.login.submitting',
  'auth.login.quickSignIn',
  'auth.login.noAccount',
  'auth.login.createAccount',
  'common.showPassword',
  'common.hidePassword',
  'common.or',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.passwordRequired',
  'errors.loginFailed',
  'errors.invalidCredentials',
  'errors.accountLocked',
] as const satisfies readonly UiKey[]
type Key = (typeof LOGIN_MESSAGE_KEYS)[number]

type Props = { locale: Locale; messages: Messages<Key>; signedUp: boolean; quickSignIn: boolean }

const loadSchema = () => import('@nexovia/content-schema/accounts/auth').then((module) => module.ZLoginInput)

export default function LoginForm({ locale, messages, signedUp, quickSignIn }: Props) {
  const t = messagesTranslator(messages)
  const form = useForm({
    initial: { email: '', password: '' },
    schema: loadSchema,
    messages,
    fallback: 'errors.invalidInput',
  })
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const data = await form.check()
    if (!data) return
    setSubmitting(true)
    const answer = await callApi('/api/users/login', 'POST', data)
    if (answer.ok) {
      window.location.assign(pathIn(locale, '/account'))
      return
    }
    setSubmitting(false)
    form.setErrors(answer.fieldErrors ?? {})
    setFailure(messageOr(messages, failureKey(answer.message, 'errors.loginFailed'), 'errors.loginFailed'))
  }

  // The typed address goes to the reset page in the fragment: never sent to a server, never stored.
  const email = String(form.values.email)
  const forgotHref = `${pathIn(locale, '/forgot-password')}${email ? `#email=${encodeURIComponent(email)}` : ''}`

  return (
    <form {...form.formProps} className="auth-form" onSubmit={submit}>
      {signedUp && (
        <p className="notice notice--success" role="status">
          {t('auth.login.signedUpNotice')}
        </p>
      )}
      {(failure || form.errorText('')) && (
        <p className="notice notice--error" role="alert">
          {failure || form.errorText('')}
        </p>
      )}
      <TextField
        {...form.field('email')}
        type="email"
        autoComplete="email"
        label={t('auth.login.email')}
        required
      />
      <PasswordField
        {...form.field('password')}
        autoComplete="current-password"
        label={t('auth.login.password')}
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        required
      />
      <p className="auth-form__aside">
        <a href={forgotHref}>{t('auth.login.forgotPassword')}</a>
      </p>
      <button className="button" type="submit" disabled={submitting || Object.keys(form.errors).length > 0}>
        {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      {quickSignIn && (
        <>
          <p className="auth-form__or">{t('common.or')}</p>
          <QuickSignIn locale={locale} label={t('auth.login.quickSignIn')} />
        </>
      )}
      <p className="auth-form__aside">
        {t('auth.login.noAccount')} <a href={pathIn(locale, '/signup')}>{t('auth.login.createAccount')}</a>
      </p>
    </form>
  )
}
