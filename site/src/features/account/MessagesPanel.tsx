import { API } from '@nexovia/content-schema/api/endpoints'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import type { Profile } from '../../lib/session'
import { ConsentChoices } from '../messages/ConsentChoices'
import { useConsentForm } from '../messages/useConsentForm'
import type { AccountMessages } from './accountMessages'
import type { CountryOption } from './countries'

type Props = { messages: AccountMessages; user: Profile; countries: readonly CountryOption[] }

/**
 * The account's phone channels (issue 45): they decide for every booking of the account; unchecking
 * one stops it from the next event on. The same schema checks here and in the cms.
 */
export function MessagesPanel({ messages, user, countries }: Props) {
  const t = messagesTranslator(messages)
  const [isSaved, setIsSaved] = useState(false)
  const form = useConsentForm({
    consent: {
      phone: user.messagePhone ?? '',
      whatsapp: Boolean(user.whatsappConsent),
      sms: Boolean(user.smsConsent),
    },
    country: user.country,
    messages,
  })
  const save = form.submitWith({
    extra: form.extra,
    send: (consent) => callEndpoint(API.accountMessages, { body: consent }),
    failure: 'errors.updateFailed',
    onSuccess: () => setIsSaved(true),
  })
  return (
    <form {...form.formProps} className="auth-form" onSubmit={save} data-testid="account-messages">
      <h2>{t('travellers.messages.legend')}</h2>
      <p className="form-hint">{t('travellers.messages.hint')}</p>
      <FormNotice tone="success">{isSaved && t('travellers.messages.saved')}</FormNotice>
      <FormNotice tone="error">{form.failure}</FormNotice>
      <ConsentChoices t={t} form={form} countries={countries} onEdit={() => setIsSaved(false)} />
      <button className="button" type="submit" disabled={form.isSubmitting}>
        {t('travellers.messages.save')}
      </button>
    </form>
  )
}
