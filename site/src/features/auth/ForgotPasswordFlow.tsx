import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { EmailField, FormNotice, TextField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { ForgotPasswordMessages } from './authMessages'
import { pathIn } from './client'
import { NewPasswordFields } from './NewPasswordFields'

type Step = 'request' | 'token' | 'success'
type Props = { locale: Locale; messages: ForgotPasswordMessages }

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
  const { setValue: setEmail } = requestForm
  const { setValue: setToken, clearFailure: clearResetFailure } = resetForm

  // The mailed link may also open while this page is already showing: then only the fragment changes.
  useEffect(() => {
    const readFragment = () => {
      const { token, email } = fromFragment()
      if (email) setEmail('email', email)
      if (token) {
        setToken('token', token)
        clearResetFailure()
        setStep('token')
      }
    }
    readFragment()
    window.addEventListener('hashchange', readFragment)
    return () => window.removeEventListener('hashchange', readFragment)
  }, [setEmail, setToken, clearResetFailure])

  const request = requestForm.submitWith({
    extra: { locale },
    send: (data) => callEndpoint(API.forgotPassword, { body: data }),
    failure: 'errors.forgotFailed',
    onSuccess: () => {
      setNotice(t('auth.forgot.sent'))
      setStep('token')
    },
  })
  const reset = resetForm.submitWith({
    send: ({ token, password }) => callEndpoint(API.resetPassword, { body: { token, password } }),
    failure: 'errors.resetFailed',
    onSuccess: () => setStep('success'),
  })
  /** Moving between the steps drops the last refusal and notice. */
  const goTo = (next: Step) => {
    requestForm.clearFailure()
    resetForm.clearFailure()
    setNotice('')
    setStep(next)
  }

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
        <FormNotice tone="success">{notice}</FormNotice>
        <p className="auth-form__hint">{t('auth.forgot.expiryNote')}</p>
        <FormNotice tone="error">{resetForm.failure}</FormNotice>
        <TextField
          {...resetForm.field('token')}
          autoComplete="one-time-code"
          label={t('auth.reset.token')}
          required
        />
        <NewPasswordFields
          field={resetForm.field}
          passwordLabel={t('auth.reset.newPassword')}
          confirmationLabel={t('auth.reset.confirmPassword')}
          t={t}
        />
        <button className="button" type="submit" disabled={resetForm.isSubmitting}>
          {t('auth.reset.submit')}
        </button>
        <p className="auth-form__aside">
          <button type="button" className="link-button" onClick={() => goTo('request')}>
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
      <FormNotice tone="error">{requestForm.failure}</FormNotice>
      <EmailField {...requestForm.field('email')} label={t('auth.login.email')} />
      <button className="button" type="submit" disabled={requestForm.isSubmitting}>
        {t('auth.forgot.submit')}
      </button>
      <p className="auth-form__aside">
        <button type="button" className="link-button" onClick={() => goTo('token')}>
          {t('auth.forgot.haveCode')}
        </button>{' '}
        · <a href={pathIn(locale, '/login')}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </form>
  )
}
