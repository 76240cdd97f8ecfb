import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { CheckboxField, FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { CountryOption } from '../account/countries'
import { PersonFields } from '../account/PersonFields'
import type { SignupMessages } from './authMessages'
import { pathIn } from './client'
import { NewPasswordFields } from './NewPasswordFields'
import { QuickSignIn } from './QuickSignIn'
import { useSignedInRedirect } from './useSignedInRedirect'

type Props = {
  locale: Locale
  messages: SignupMessages
  quickSignIn: boolean
  countries: readonly CountryOption[]
}

const loadSchema = () => import('@nexovia/content-schema/accounts/auth').then((module) => module.ZSignupForm)

export default function SignupForm({ locale, messages, quickSignIn, countries }: Props) {
  const t = messagesTranslator(messages)
  useSignedInRedirect(locale)
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
  const submit = form.submitWith({
    extra: { locale },
    // The confirmation and the terms are the form's own; the cms gets the registration.
    send: ({ confirmPassword: _confirm, acceptTerms: _terms, ...registration }) =>
      callEndpoint(API.register, { body: registration }),
    failure: 'errors.registrationFailed',
    isNavigatingOnSuccess: true,
    onSuccess: () => window.location.assign(`${pathIn(locale, '/login')}?registered=1`),
    describeFailure: (answer) =>
      answer.status >= 500
        ? t('errors.serverError', { status: answer.status, statusText: '' }).trim()
        : undefined,
  })
  return (
    <form {...form.formProps} className="auth-form" onSubmit={submit}>
      <FormNotice tone="error">{form.failure}</FormNotice>
      <PersonFields
        field={form.field}
        countries={countries}
        countryPlaceholder={t('common.chooseCountry')}
        label={(name, isRequired) =>
          isRequired ? t(`auth.signup.${name}`) : `${t(`auth.signup.${name}`)} ${t('common.optional')}`
        }
      >
        <NewPasswordFields
          field={form.field}
          passwordLabel={t('auth.signup.password')}
          confirmationLabel={t('auth.signup.confirmPassword')}
          t={t}
        />
      </PersonFields>
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
      <button className="button" type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </button>
      {quickSignIn && (
        <QuickSignIn locale={locale} label={t('auth.signup.quickSignUp')} orLabel={t('common.or')} />
      )}
      <p className="auth-form__aside">
        {t('auth.signup.haveAccount')} <a href={pathIn(locale, '/login')}>{t('auth.login.submit')}</a>
      </p>
    </form>
  )
}
