import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
import type { Profile } from '../../lib/session'
import { pathIn } from '../auth/client'
import type { AccountMessages } from './accountMessages'
import { type CountryOption, countryLabel } from './countries'
import { PersonFields } from './PersonFields'

type Props = {
  locale: Locale
  messages: AccountMessages
  user: Profile
  onSaved: (user: Profile) => void
  countries: readonly CountryOption[]
}

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
export function ProfilePanel({ locale, messages, user, onSaved, countries }: Props) {
  const t = messagesTranslator(messages)
  const [isEditing, setIsEditing] = useState(false)
  const [isSaved, setIsSaved] = useState(false)
  // The new address a link was mailed to: the profile keeps the old one until the link is opened.
  const [emailChangeSentTo, setEmailChangeSentTo] = useState<string | null>(null)
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

  const save = form.submitWith({
    send: (data) => callEndpoint(API.updateAccount, { body: data }),
    failure: 'errors.updateFailed',
    onSuccess: (answer) => {
      const { user: saved, emailChangeSentTo: sentTo } = answer.data
      onSaved(saved)
      setIsEditing(false)
      setIsSaved(true)
      setEmailChangeSentTo(sentTo ?? null)
    },
    describeFailure: (answer) => {
      // The session ended meanwhile: sign in again.
      if (answer.status === 401) window.location.assign(pathIn(locale, '/login'))
      return undefined
    },
  })

  const notProvided = t('account.profile.notProvided')
  if (!isEditing) {
    return (
      <div>
        <h2>{t('account.welcome', { name: user.firstName })}</h2>
        <FormNotice tone="success">{isSaved && t('account.profile.saved')}</FormNotice>
        <FormNotice tone="success">
          {emailChangeSentTo && t('account.profile.emailChangeSent', { email: emailChangeSentTo })}
        </FormNotice>
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
          <dd>{user.country ? countryLabel(user.country, countries) : notProvided}</dd>
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

  return (
    <form {...form.formProps} className="auth-form" onSubmit={save}>
      <h2>{t('account.profile.edit')}</h2>
      <FormNotice tone="error">{form.failure}</FormNotice>
      <PersonFields
        field={form.field}
        label={(name) => t(`account.profile.${name}`)}
        countries={countries}
        countryPlaceholder={t('common.chooseCountry')}
      />
      <div className="form-actions">
        <button className="button" type="submit" disabled={form.isSubmitting}>
          {t('common.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setIsEditing(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
