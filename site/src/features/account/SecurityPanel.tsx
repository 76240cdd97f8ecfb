import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { failureKey } from '../../lib/api/failureKey'
import { FormNotice, PasswordField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { Profile } from '../../lib/session'
import { pathIn } from '../auth/client'
import { NewPasswordFields } from '../auth/NewPasswordFields'
import { forgetDevice } from '../pocket/forgetDevice'
import type { AccountMessages } from './accountMessages'

type Props = { locale: Locale; messages: AccountMessages; user: Profile }

const loadSchema = () =>
  import('@nexovia/content-schema/accounts/auth').then((module) => module.ZPasswordChangeForm)

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' }

/** The password (current one, new one twice; other devices are signed out) and sign-out everywhere. */
export function SecurityPanel({ locale, messages, user }: Props) {
  const t = messagesTranslator(messages)
  const [isChanged, setIsChanged] = useState(false)
  const [signOutFailure, setSignOutFailure] = useState('')
  const form = useForm({ initial: EMPTY, schema: loadSchema, messages, fallback: 'errors.invalidInput' })
  const toLogin = () => window.location.assign(pathIn(locale, '/login'))

  const change = form.submitWith({
    send: ({ currentPassword, password }) =>
      callEndpoint(API.changePassword, { body: { currentPassword, password } }),
    failure: 'errors.updateFailed',
    onSuccess: () => {
      form.setValues(EMPTY)
      setIsChanged(true)
    },
    describeFailure: (answer) => {
      if (answer.status === 401) toLogin()
      return undefined
    },
  })

  async function signOutEverywhere() {
    setSignOutFailure('')
    const answer = await callEndpoint(API.signOutEverywhere)
    if (answer.ok || answer.status === 401) {
      await forgetDevice()
      return toLogin()
    }
    setSignOutFailure(messageOr(messages, failureKey(answer.message, 'errors.generic'), 'errors.generic'))
  }

  return (
    <div>
      {user.authType === 'password' && (
        <form {...form.formProps} className="auth-form" onSubmit={change}>
          <h2>{t('account.security.passwordTitle')}</h2>
          <FormNotice tone="success">{isChanged && t('account.passwordChanged')}</FormNotice>
          <FormNotice tone="error">{form.failure}</FormNotice>
          <PasswordField
            {...form.field('currentPassword')}
            autoComplete="current-password"
            label={t('account.security.currentPassword')}
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            required
          />
          <NewPasswordFields
            field={form.field}
            passwordLabel={t('account.security.newPassword')}
            confirmationLabel={t('account.security.confirmPassword')}
            t={t}
          />
          <button className="button" type="submit" disabled={form.isSubmitting}>
            {t('account.security.submit')}
          </button>
        </form>
      )}
      <section className="account__sessions">
        <h2>{t('account.security.sessionsTitle')}</h2>
        <p>{t('account.security.sessionsText')}</p>
        <button type="button" className="button button--secondary" onClick={signOutEverywhere}>
          {t('account.security.signOutEverywhere')}
        </button>
        <FormNotice tone="error">{signOutFailure}</FormNotice>
      </section>
    </div>
  )
}
