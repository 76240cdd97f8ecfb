import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { EmailField, FormNotice, PasswordField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { LoginMessages } from './authMessages'
import { pathIn } from './client'
import { QuickSignIn } from './QuickSignIn'
import { useSignedInRedirect } from './useSignedInRedirect'

type Props = { locale: Locale; messages: LoginMessages; signedUp: boolean; quickSignIn: boolean }

const loadSchema = () => import('@nexovia/content-schema/accounts/auth').then((module) => module.ZLoginInput)

export default function LoginForm({ locale, messages, signedUp, quickSignIn }: Props) {
  const t = messagesTranslator(messages)
  useSignedInRedirect(locale)
  const form = useForm({
    initial: { email: '', password: '' },
    schema: loadSchema,
    messages,
    fallback: 'errors.invalidInput',
  })
  const submit = form.submitWith({
    send: (data) => callEndpoint(API.login, { body: data }),
    failure: 'errors.loginFailed',
    isNavigatingOnSuccess: true,
    onSuccess: () => window.location.assign(pathIn(locale, '/account')),
  })

  // The typed address goes to the reset page in the fragment: never sent to a server, never stored.
  const email = String(form.values.email)
  const forgotHref = `${pathIn(locale, '/forgot-password')}${email ? `#email=${encodeURIComponent(email)}` : ''}`

  return (
    <form {...form.formProps} className="auth-form" onSubmit={submit}>
      <FormNotice tone="success">{signedUp && t('auth.login.signedUpNotice')}</FormNotice>
      <FormNotice tone="error">{form.failure}</FormNotice>
      <EmailField {...form.field('email')} label={t('auth.login.email')} />
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
      <button
        className="button"
        type="submit"
        disabled={form.isSubmitting || Object.keys(form.errors).length > 0}
      >
        {form.isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      {quickSignIn && (
        <QuickSignIn locale={locale} label={t('auth.login.quickSignIn')} orLabel={t('common.or')} />
      )}
      <p className="auth-form__aside">
        {t('auth.login.noAccount')} <a href={pathIn(locale, '/signup')}>{t('auth.login.createAccount')}</a>
      </p>
    </form>
  )
}
