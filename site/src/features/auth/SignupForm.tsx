import { type Locale, ZSignupForm } from '@nexovia/content-schema'
import { type FormEvent, useId, useState } from 'react'
import { callApi, messageText, pathIn, translatorFor, validate } from './client'
import { PasswordField, TextField, useForm } from './fields'
import { QuickSignIn } from './QuickSignIn'

type Props = { locale: Locale; quickSignIn: boolean }

export default function SignupForm({ locale, quickSignIn }: Props) {
  const t = translatorFor(locale)
  const termsId = useId()
  const form = useForm({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    country: '',
    preferredDestination: '',
  })
  const { values, errors, setErrors, onChange, formRef } = form
  const [acceptTerms, setAcceptTerms] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const { data, errors: found } = validate(ZSignupForm, { ...values, acceptTerms, locale })
    if (!data) return setErrors(found)
    setSubmitting(true)
    const { confirmPassword: _confirm, acceptTerms: _terms, ...registration } = data
    const answer = await callApi('/api/users/register', 'POST', registration)
    if (answer.ok) {
      window.location.assign(`${pathIn(locale, '/login')}?registered=1`)
      return
    }
    setSubmitting(false)
    setErrors(answer.fieldErrors ?? {})
    setFailure(
      answer.status >= 500
        ? t('errors.serverError', { status: answer.status, statusText: '' }).trim()
        : messageText(locale, answer.message, 'errors.registrationFailed'),
    )
  }

  const fieldError = (name: string) =>
    errors[name] ? messageText(locale, errors[name], 'errors.invalidInput') : undefined
  const field = (
    name: keyof typeof values,
    label: Parameters<typeof t>[0],
    type = 'text',
    autoComplete?: string,
    required = false,
  ) => (
    <TextField
      name={name}
      type={type}
      autoComplete={autoComplete}
      label={required ? t(label) : `${t(label)} ${t('common.optional')}`}
      value={values[name]}
      error={fieldError(name)}
      onChange={onChange}
      required={required}
    />
  )
  const password = (name: 'password' | 'confirmPassword', label: Parameters<typeof t>[0]) => (
    <PasswordField
      name={name}
      autoComplete="new-password"
      label={t(label)}
      value={values[name]}
      error={fieldError(name)}
      onChange={onChange}
      showLabel={t('common.showPassword')}
      hideLabel={t('common.hidePassword')}
      required
    />
  )

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <div className="form-row">
        {field('firstName', 'auth.signup.firstName', 'text', 'given-name', true)}
        {field('lastName', 'auth.signup.lastName', 'text', 'family-name', true)}
      </div>
      {field('email', 'auth.signup.email', 'email', 'email', true)}
      {field('phone', 'auth.signup.phone', 'tel', 'tel')}
      {password('password', 'auth.signup.password')}
      {password('confirmPassword', 'auth.signup.confirmPassword')}
      <div className="form-row">
        {field('country', 'auth.signup.country', 'text', 'country')}
        {field('preferredDestination', 'auth.signup.preferredDestination')}
      </div>
      <div className="form-field form-field--checkbox">
        <input
          id={termsId}
          type="checkbox"
          checked={acceptTerms}
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
          onChange={(event) => {
            setAcceptTerms(event.target.checked)
            onChange('acceptTerms', '')
          }}
        />
        <label htmlFor={termsId}>{t('auth.signup.acceptTerms')}</label>
        {errors.acceptTerms && (
          <p id={`${termsId}-error`} className="form-error" role="alert">
            {messageText(locale, errors.acceptTerms, 'validation.termsRequired')}
          </p>
        )}
      </div>
      <p className="auth-form__aside">
        <a href={pathIn(locale, '/terms')}>{t('auth.signup.termsLink')}</a> ·{' '}
        <a href={pathIn(locale, '/privacy')}>{t('auth.signup.privacyLink')}</a>
      </p>
      <button className="button" type="submit" disabled={submitting}>
        {submitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </button>
      {quickSignIn && (
        <>
          <p className="auth-form__or">{t('common.or')}</p>
          <QuickSignIn locale={locale} label={t('auth.signup.quickSignUp')} />
        </>
      )}
      <p className="auth-form__aside">
        {t('auth.signup.haveAccount')} <a href={pathIn(locale, '/login')}>{t('auth.login.submit')}</a>
      </p>
    </form>
  )
}
