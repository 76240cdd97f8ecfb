import { type Locale, ZForgotPasswordInput, ZResetPasswordForm } from '@nexovia/content-schema'
import { type FormEvent, useEffect, useState } from 'react'
import { callApi, messageText, pathIn, translatorFor, validate } from './client'
import { PasswordField, TextField, useForm } from './fields'

type Step = 'request' | 'token' | 'success'

/** Reads `#token=…` (the mailed link) or `#email=…` (from the login page), then drops the fragment. */
function fromFragment(): { token?: string; email?: string } {
  const params = new URLSearchParams(window.location.hash.slice(1))
  if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search)
  return { token: params.get('token') ?? undefined, email: params.get('email') ?? undefined }
}

export default function ForgotPasswordFlow({ locale }: { locale: Locale }) {
  const t = translatorFor(locale)
  const [step, setStep] = useState<Step>('request')
  const form = useForm({ email: '', token: '', password: '', confirmPassword: '' })
  const { values, setValues, errors, setErrors, onChange, formRef } = form
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState('')
  const [submitting, setSubmitting] = useState(false)

  // The mailed link may also open while this page is already showing: then only the fragment changes.
  useEffect(() => {
    const readFragment = () => {
      const { token, email } = fromFragment()
      if (email) setValues((current) => ({ ...current, email }))
      if (token) {
        setValues((current) => ({ ...current, token }))
        setFailure('')
        setStep('token')
      }
    }
    readFragment()
    window.addEventListener('hashchange', readFragment)
    return () => window.removeEventListener('hashchange', readFragment)
  }, [setValues])

  const fieldError = (name: string) =>
    errors[name] ? messageText(locale, errors[name], 'errors.invalidInput') : undefined

  async function request(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const { data, errors: found } = validate(ZForgotPasswordInput, { email: values.email, locale })
    if (!data) return setErrors(found)
    setSubmitting(true)
    const answer = await callApi('/api/users/forgot-password', 'POST', data)
    setSubmitting(false)
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {})
      return setFailure(messageText(locale, answer.message, 'errors.forgotFailed'))
    }
    setNotice(t('auth.forgot.sent'))
    setStep('token')
  }

  async function reset(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const { data, errors: found } = validate(ZResetPasswordForm, values)
    if (!data) return setErrors(found)
    setSubmitting(true)
    const answer = await callApi('/api/users/reset-password', 'POST', {
      token: data.token,
      password: data.password,
    })
    setSubmitting(false)
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {})
      return setFailure(messageText(locale, answer.message, 'errors.resetFailed'))
    }
    setStep('success')
  }

  const failureBanner = failure && (
    <p className="notice notice--error" role="alert">
      {failure}
    </p>
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
      <form className="auth-form" noValidate onSubmit={reset}>
        <h2>{t('auth.reset.title')}</h2>
        {notice && (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        )}
        <p className="auth-form__hint">{t('auth.forgot.expiryNote')}</p>
        {failureBanner}
        <TextField
          name="token"
          autoComplete="one-time-code"
          label={t('auth.reset.token')}
          value={values.token}
          error={fieldError('token')}
          onChange={onChange}
          required
        />
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={t('auth.reset.newPassword')}
          value={values.password}
          error={fieldError('password')}
          onChange={onChange}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          required
        />
        <PasswordField
          name="confirmPassword"
          autoComplete="new-password"
          label={t('auth.reset.confirmPassword')}
          value={values.confirmPassword}
          error={fieldError('confirmPassword')}
          onChange={onChange}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          required
        />
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
    <form ref={formRef} className="auth-form" noValidate onSubmit={request}>
      <p>{t('auth.forgot.subtitle')}</p>
      {failureBanner}
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.login.email')}
        value={values.email}
        error={fieldError('email')}
        onChange={onChange}
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
