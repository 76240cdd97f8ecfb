import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import type { Locale } from '@nexovia/content-schema/locales'
import { type FormEvent, useState } from 'react'
import { callApi, failureKey } from '../../lib/forms/callApi'
import { CheckboxField, PasswordField, TextField } from '../../lib/forms/fields'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { type Messages, messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { pathIn } from './client'
import { QuickSignIn } from './QuickSignIn'

export const SIGNUP_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'auth.signup.firstName',
  'auth.signup.lastName',
  'auth.signup.email',
  'auth.signup.phone',
  'auth.signup.password',
  'auth.signup.confirmPassword',
  'auth.signup.country',
  'auth.signup.preferredDestination',
  'auth.signup.acceptTerms',
  'auth.signup.termsLink',
  'auth.signup.privacyLink',
  'auth.signup.submit',
  'auth.signup.submitting',
  'auth.signup.quickSignUp',
  'auth.signup.haveAccount',
  'auth.login.submit',
  'common.optional',
  'common.showPassword',
  'common.hidePassword',
  'common.or',
  'validation.firstNameRequired',
  'validation.lastNameRequired',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.passwordRequired',
  'validation.passwordMin',
  'validation.passwordsMismatch',
  'validation.termsRequired',
  'validation.countryInvalid',
  'errors.emailTaken',
  'errors.registrationFailed',
  'errors.serverError',
] as const satisfies readonly UiKey[]
type Key = (typeof SIGNUP_MESSAGE_KEYS)[number]

type Props = { locale: Locale; messages: Messages<Key>; quickSignIn: boolean }

const loadSchema = () => import('@nexovia/content-schema/accounts/auth').then((module) => module.ZSignupForm)

export default function SignupForm({ locale, messages, quickSignIn }: Props) {
  const t = messagesTranslator(messages)
  const form = useForm({
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      country: '',
      preferredDestination: '',
      acceptTerms: false as boolean,
    },
    schema: loadSchema,
    messages,
    fallback: 'errors.invalidInput',
  })
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const data = await form.check({ locale })
    if (!data) return
    setSubmitting(true)
    const { confirmPassword: _confirm, acceptTerms: _terms, ...registration } = data
    const answer = await callApi('/api/users/register', 'POST', registration)
    if (answer.ok) {
      window.location.assign(`${pathIn(locale, '/login')}?registered=1`)
      return
    }
    setSubmitting(false)
    form.setErrors(answer.fieldErrors ?? {})
    setFailure(
      answer.status >= 500
        ? t('errors.serverError', { status: answer.status, statusText: '' }).trim()
        : messageOr(
            messages,
            failureKey(answer.message, 'errors.registrationFailed'),
            'errors.registrationFailed',
          ),
    )
  }

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'country' | 'preferredDestination',
    options: { label: Key; type?: string; autoComplete?: string; required?: boolean },
  ) => (
    <TextField
      {...form.field(name)}
      type={options.type}
      autoComplete={options.autoComplete}
      label={options.required ? t(options.label) : `${t(options.label)} ${t('common.optional')}`}
      required={options.required}
    />
  )
  const password = (name: 'password' | 'confirmPassword', label: Key) => (
    <PasswordField
      {...form.field(name)}
      autoComplete="new-password"
      label={t(label)}
      showLabel={t('common.showPassword')}
      hideLabel={t('common.hidePassword')}
      required
    />
  )
  const formFailure = failure || form.errorText('')

  return (
    <form {...form.formProps} className="auth-form" onSubmit={submit}>
      {formFailure && (
        <p className="notice notice--error" role="alert">
          {formFailure}
        </p>
      )}
      <div className="form-row">
        {text('firstName', { label: 'auth.signup.firstName', autoComplete: 'given-name', required: true })}
        {text('lastName', { label: 'auth.signup.lastName', autoComplete: 'family-name', required: true })}
      </div>
      {text('email', { label: 'auth.signup.email', type: 'email', autoComplete: 'email', required: true })}
      {text('phone', { label: 'auth.signup.phone', type: 'tel', autoComplete: 'tel' })}
      {password('password', 'auth.signup.password')}
      {password('confirmPassword', 'auth.signup.confirmPassword')}
      <div className="form-row">
        {text('country', { label: 'auth.signup.country', autoComplete: 'country' })}
        {text('preferredDestination', { label: 'auth.signup.preferredDestination' })}
      </div>
      <CheckboxField
        name="acceptTerms"
        label={t('auth.signup.acceptTerms')}
        checked={form.values.acceptTerms}
        error={form.errorText('acceptTerms')}
        onChange={(checked) => form.setValue('acceptTerms', checked)}
      />
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
