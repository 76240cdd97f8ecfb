import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import type { Locale } from '@nexovia/content-schema/locales'
import { type FormEvent, useEffect, useState } from 'react'
import { callApi, failureKey } from '../../lib/forms/callApi'
import { PasswordField, TextField } from '../../lib/forms/fields'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { type Messages, messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { pathIn } from './client'

export const FORGOT_PASSWORD_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'auth.forgot.subtitle',
  'auth.forgot.submit',
  'auth.forgot.sent',
  'auth.forgot.haveCode',
  'auth.forgot.backToLogin',
  'auth.forgot.expiryNote',
  'auth.login.email',
  'auth.reset.title',
  'auth.reset.token',
  'auth.reset.newPassword',
  'auth.reset.confirmPassword',
  'auth.reset.submit',
  'auth.reset.changeEmail',
  'auth.reset.successTitle',
  'auth.reset.successMessage',
  'auth.reset.goToLogin',
  'common.showPassword',
  'common.hidePassword',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.tokenRequired',
  'validation.passwordTooShort',
  'validation.passwordsMismatch',
  'errors.forgotFailed',
  'errors.resetFailed',
  'errors.resetTokenInvalid',
] as const satisfies readonly UiKey[]
type Key = (typeof FORGOT_PASSWORD_MESSAGE_KEYS)[number]

type Step = 'request' | 'token' | 'success'
type Props = { locale: Locale; messages: Messages<Key> }

/** Reads `#token=…` (the mailed link) or `#email=…` (from the login page), then drops the fragment. */
function fromFragment(): { token?: string; email?: string } {
  const params = new URLSearchParams(window.location.hash.slice(1))
  if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search)
  return { token: params.get('token') ?? undefined, email: params.get('email') ?? undefined }
}

const loadRequestSchema = () =>
  import('@nexovia/content-schema/accounts/auth').then((module) => module.ZForgotPasswordInput)
const loadResetSchema = () =>
  import('@nexovia/content-schema/accounts/auth').then((module) => module.ZResetPasswordForm)

export default function ForgotPasswordFlow({ locale, messages }: Props) {
  const t = messagesTranslator(messages)
  const [step, setStep] = useState<Step>('request')
  const requestForm = useForm({
    initial: { email: '' },
    schema: loadRequestSchema,
    messages,
    fallback: 'errors.invalidInput',
  })
  const resetForm = useForm({
    initial: { token: '', password: '', confirmPassword: '' },
    schema: loadResetSchema,
    messages,
    fallback: 'errors.invalidInput',
  })
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const { setValue: setEmail } = requestForm
  const { setValue: setToken } = resetForm

  // The mailed link may also open while this page is already showing: then only the fragment changes.
  useEffect(() => {
    const readFragment = () => {
      const { token, email } = fromFragment()
      if (email) setEmail('email', email)
      if (token) {
        setToken('token', token)
        setFailure('')
        setStep('token')
      }
    }
    readFragment()
    window.addEventListener('hashchange', readFragment)
    return () => window.removeEventListener('hashchange', readFragment)
  }, [setEmail, setToken])

  const failed = (
    form: typeof requestForm | typeof resetForm,
    answer: Awaited<ReturnType<typeof callApi>>,
    fallback: Key,
  ) => {
    form.setErrors(answer.fieldErrors ?? {})
    setFailure(messageOr(messages, failureKey(answer.message, fallback), fallback))
  }

  async function request(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const data = await requestForm.check({ locale })
    if (!data) return
    setSubmitting(true)
    const answer = await callApi('/api/users/forgot-password', 'POST', data)
    setSubmitting(false)
    if (!answer.ok) return failed(requestForm, answer, 'errors.forgotFailed')
    setNotice(t('auth.forgot.sent'))
    setStep('token')
  }

  async function reset(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const data = await resetForm.check()
    if (!data) return
    setSubmitting(true)
    const answer = await callApi('/api/users/reset-password', 'POST', {
      token: data.token,
      password: data.password,
    })
    setSubmitting(false)
    if (!answer.ok) return failed(resetForm, answer, 'errors.resetFailed')
    setStep('success')
  }

  const failureBanner = (form: typeof requestForm | typeof resetForm) => {
    const text = failure || form.errorText('')
    return (
      text && (
        <p className="notice notice--error" role="alert">
          {text}
        </p>
      )
    )
  }
  const passwordField = (name: 'password' | 'confirmPassword', label: Key) => (
    <PasswordField
      {...resetForm.field(name)}
      autoComplete="new-password"
      label={t(label)}
      showLabel={t('common.showPassword')}
      hideLabel={t('common.hidePassword')}
      required
    />
  )

  if (step === 'success') {
    return (
      <div className="auth-form" role="status">
        <h2>{t('auth.reset.successTitle')}</h2>
        <p>{t('auth.reset.successMessage')}</p>
        <a className="button" href={pathIn(locale, '/login')}>
          {t('auth.reset.goToLogin')}
        </a>
      </div>
    )
  }

  if (step === 'token') {
    return (
      <form {...resetForm.formProps} className="auth-form" onSubmit={reset}>
        <h2>{t('auth.reset.title')}</h2>
        {notice && (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        )}
        <p className="auth-form__hint">{t('auth.forgot.expiryNote')}</p>
        {failureBanner(resetForm)}
        <TextField
          {...resetForm.field('token')}
          autoComplete="one-time-code"
          label={t('auth.reset.token')}
          required
        />
        {passwordField('password', 'auth.reset.newPassword')}
        {passwordField('confirmPassword', 'auth.reset.confirmPassword')}
        <button className="button" type="submit" disabled={submitting}>
          {t('auth.reset.submit')}
        </button>
        <p className="auth-form__aside">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setFailure('')
              setNotice('')
              setStep('request')
            }}
          >
            {t('auth.reset.changeEmail')}
          </button>{' '}
          · <a href={pathIn(locale, '/login')}>{t('auth.forgot.backToLogin')}</a>
        </p>
      </form>
    )
  }

  return (
    <form {...requestForm.formProps} className="auth-form" onSubmit={request}>
      <p>{t('auth.forgot.subtitle')}</p>
      {failureBanner(requestForm)}
      <TextField
        {...requestForm.field('email')}
        type="email"
        autoComplete="email"
        label={t('auth.login.email')}
        required
      />
      <button className="button" type="submit" disabled={submitting}>
        {t('auth.forgot.submit')}
      </button>
      <p className="auth-form__aside">
        <button type="button" className="link-button" onClick={() => setStep('token')}>
          {t('auth.forgot.haveCode')}
        </button>{' '}
        · <a href={pathIn(locale, '/login')}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </form>
  )
}
