import { API } from '@nexovia/content-schema/api/endpoints'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { CheckboxField, FormNotice, TextField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { Profile } from '../../lib/session'
import type { AccountMessages } from './accountMessages'

const loadSchema = () =>
  import('@nexovia/content-schema/payments/message-consent').then((module) => module.ZMessageConsent)

type Props = { messages: AccountMessages; user: Profile }

/**
 * The account's phone channels (issue 45): they decide for every booking of the account; unchecking
 * one stops it from the next event on. The same schema checks here and in the cms.
 */
export function MessagesPanel({ messages, user }: Props) {
  const t = messagesTranslator(messages)
  const [isSaved, setIsSaved] = useState(false)
  const form = useForm({
    initial: {
      phone: user.messagePhone ?? '',
      whatsapp: Boolean(user.whatsappConsent),
      sms: Boolean(user.smsConsent),
    },
    schema: loadSchema,
    messages,
    fallback: 'errors.invalidInput',
  })
  const save = form.submitWith({
    send: (consent) => callEndpoint(API.accountMessages, { body: consent }),
    failure: 'errors.updateFailed',
    onSuccess: () => setIsSaved(true),
  })
  const checkbox = (name: 'whatsapp' | 'sms', label: string) => (
    <CheckboxField
      name={name}
      label={label}
      checked={form.values[name]}
      onChange={(checked) => {
        setIsSaved(false)
        form.setValue(name, checked)
      }}
    />
  )
  return (
    <form {...form.formProps} className="auth-form" onSubmit={save} data-testid="account-messages">
      <h2>{t('travellers.messages.legend')}</h2>
      <p className="form-hint">{t('travellers.messages.hint')}</p>
      <FormNotice tone="success">{isSaved && t('travellers.messages.saved')}</FormNotice>
      <FormNotice tone="error">{form.failure}</FormNotice>
      <TextField
        {...form.field('phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+233 20 123 4567"
        label={t('travellers.messages.phone')}
      />
      {checkbox('whatsapp', t('travellers.messages.whatsapp'))}
      {checkbox('sms', t('travellers.messages.sms'))}
      <button className="button" type="submit" disabled={form.isSubmitting}>
        {t('travellers.messages.save')}
      </button>
    </form>
  )
}
