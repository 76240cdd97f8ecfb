import { type Locale, ZLoginInput } from '@nexovia/content-schema'
import { type FormEvent, useState } from 'react'
import { callApi, messageText, pathIn, translatorFor, validate } from './client'
import { PasswordField, TextField, useForm } from './fields'
import { QuickSignIn } from './QuickSignIn'

type Props = { locale: Locale; signedUp: boolean; quickSignIn: boolean }

export default function LoginForm({ locale, signedUp, quickSignIn }: Props) {
  const t = translatorFor(locale)
  const { values, errors, setErrors, onChange, formRef } = useForm({ email: '', password: '' })
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const { data, errors: found } = validate(ZLoginInput, values)
    if (!data) return setErrors(found)
    setSubmitting(true)
    const answer = await callApi('/api/users/login', 'POST', data)
    if (answer.ok) {
      window.location.assign(pathIn(locale, '/account'))
      return
    }
    setSubmitting(false)
    setErrors(answer.fieldErrors ?? {})
    setFailure(messageText(locale, answer.message, 'errors.loginFailed'))
  }

  const fieldError = (name: string) =>
    errors[name] ? messageText(locale, errors[name], 'errors.invalidInput') : undefined
  // The typed address goes to the reset page in the fragment: never sent to a server, never stored.
  const forgotHref = `${pathIn(locale, '/forgot-password')}${values.email ? `#email=${encodeURIComponent(values.email)}` : ''}`

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      {signedUp && (
        <p className="notice notice--success" role="status">
          {t('auth.login.signedUpNotice')}
        </p>
      )}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
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
      <PasswordField
        name="password"
        autoComplete="current-password"
        label={t('auth.login.password')}
        value={values.password}
        error={fieldError('password')}
        onChange={onChange}
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        required
      />
      <p className="auth-form__aside">
        <a href={forgotHref}>{t('auth.login.forgotPassword')}</a>
      </p>
      <button className="button" type="submit" disabled={submitting || Object.keys(errors).length > 0}>
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
