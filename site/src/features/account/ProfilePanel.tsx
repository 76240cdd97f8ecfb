import type { Locale } from '@nexovia/content-schema/locales'
import { type FormEvent, useState } from 'react'
import { callApi, failureKey } from '../../lib/forms/callApi'
import { TextField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
import type { Profile } from '../../lib/session'
import { pathIn } from '../auth/client'
import type { AccountMessages } from './accountMessages'

type Props = { locale: Locale; messages: AccountMessages; user: Profile; onSaved: (user: Profile) => void }

const loadSchema = () =>
  import('@nexovia/content-schema/accounts/auth').then((module) => module.ZProfileUpdateInput)

const editableFields = (user: Profile) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  country: user.country ?? '',
  preferredDestination: user.preferredDestination ?? '',
})

/** The profile, and its editor (validated with the endpoint's own schema). */
export function ProfilePanel({ locale, messages, user, onSaved }: Props) {
  const t = messagesTranslator(messages)
  const [isEditing, setIsEditing] = useState(false)
  const [isSaved, setIsSaved] = useState(false)
  const [failure, setFailure] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const form = useForm({
    initial: editableFields(user),
    schema: loadSchema,
    messages,
    fallback: 'errors.invalidInput',
  })

  const startEditing = () => {
    form.setValues(editableFields(user))
    form.setErrors({})
    setIsSaved(false)
    setIsEditing(true)
  }
  const editButtonForm = useHydratedForm(() => undefined)

  async function save(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const data = await form.check()
    if (!data) return
    setSubmitting(true)
    const answer = await callApi('/api/account', 'PATCH', data)
    setSubmitting(false)
    if (!answer.ok) {
      if (answer.status === 401) return window.location.assign(pathIn(locale, '/login'))
      form.setErrors(answer.fieldErrors ?? {})
      return setFailure(
        messageOr(messages, failureKey(answer.message, 'errors.updateFailed'), 'errors.updateFailed'),
      )
    }
    onSaved(answer.body.user as Profile)
    setIsEditing(false)
    setIsSaved(true)
  }

  const notProvided = t('account.profile.notProvided')
  if (!isEditing) {
    return (
      <div>
        <h2>{t('account.welcome', { name: user.firstName })}</h2>
        {isSaved && (
          <p className="notice notice--success" role="status">
            {t('account.profile.saved')}
          </p>
        )}
        {user.picture && (
          <img className="account__picture" src={user.picture} alt="" width="80" height="80" />
        )}
        <dl className="account__details">
          <dt>{t('account.profile.name')}</dt>
          <dd>{`${user.firstName} ${user.lastName}`}</dd>
          <dt>{t('account.profile.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('account.profile.phone')}</dt>
          <dd>{user.phone || notProvided}</dd>
          <dt>{t('account.profile.country')}</dt>
          <dd>{user.country || notProvided}</dd>
          <dt>{t('account.profile.preferredDestination')}</dt>
          <dd>{user.preferredDestination || notProvided}</dd>
          <dt>{t('account.profile.signedUpWith')}</dt>
          <dd>
            {t(
              user.authType === 'oidc'
                ? 'account.profile.authType.oidc'
                : 'account.profile.authType.password',
            )}
          </dd>
        </dl>
        {/* A one-button form: a click before the island runs is held and replayed (useHydratedForm). */}
        <form
          {...editButtonForm.formProps}
          onSubmit={(event) => {
            event.preventDefault()
            startEditing()
          }}
        >
          <button type="submit" className="button">
            {t('account.profile.edit')}
          </button>
        </form>
      </div>
    )
  }

  const formFailure = failure || form.errorText('')
  return (
    <form {...form.formProps} className="auth-form" onSubmit={save}>
      <h2>{t('account.profile.edit')}</h2>
      {formFailure && (
        <p className="notice notice--error" role="alert">
          {formFailure}
        </p>
      )}
      <div className="form-row">
        <TextField
          {...form.field('firstName')}
          autoComplete="given-name"
          label={t('account.profile.firstName')}
          required
        />
        <TextField
          {...form.field('lastName')}
          autoComplete="family-name"
          label={t('account.profile.lastName')}
          required
        />
      </div>
      <TextField
        {...form.field('email')}
        type="email"
        autoComplete="email"
        label={t('account.profile.email')}
        required
      />
      <TextField {...form.field('phone')} type="tel" autoComplete="tel" label={t('account.profile.phone')} />
      <div className="form-row">
        <TextField {...form.field('country')} autoComplete="country" label={t('account.profile.country')} />
        <TextField
          {...form.field('preferredDestination')}
          label={t('account.profile.preferredDestination')}
        />
      </div>
      <div className="form-actions">
        <button className="button" type="submit" disabled={submitting}>
          {t('common.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setIsEditing(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
