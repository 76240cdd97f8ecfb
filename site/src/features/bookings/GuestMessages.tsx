import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import type { TBookingLookupInput } from '@nexovia/content-schema/payments/manage'
import type { TMessageConsentAnswer } from '@nexovia/content-schema/payments/message-answers'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { ConsentChoices } from '../messages/ConsentChoices'
import { useConsentForm } from '../messages/useConsentForm'
import type { ManageMessages } from './manageMessages'

const NONE: TMessageConsentAnswer = { phone: '', whatsapp: false, sms: false }

/** "WhatsApp and SMS" in the page's language. */
function channelsOf(consent: TMessageConsentAnswer, locale: Locale) {
  const names = [consent.whatsapp && 'WhatsApp', consent.sms && 'SMS'].filter((name) => name !== false)
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
}

type Props = {
  lookup: TBookingLookupInput
  consent?: TMessageConsentAnswer
  locale: Locale
  messages: ManageMessages
}

/**
 * A guest's phone channels for the booking they opened by reference and address (issue 45): what is on
 * now, and WhatsApp / SMS turned on or off (POST /api/bookings/lookup/messages). Loaded with the
 * booking, not with the page: the page's first JavaScript stays within its budget.
 */
export default function GuestMessages({ lookup, consent = NONE, locale, messages }: Props) {
  const t = messagesTranslator(messages)
  const [current, setCurrent] = useState(consent)
  const [isSaved, setIsSaved] = useState(false)
  const form = useConsentForm({ consent, messages })
  const save = form.submitWith({
    extra: form.extra,
    send: (choice) =>
      callEndpoint(API.bookingMessagesConsent, {
        body: { reference: lookup.reference, email: lookup.email, consent: choice },
      }),
    failure: 'errors.updateFailed',
    onSuccess: (answer) => {
      setCurrent(answer.data)
      setIsSaved(true)
    },
  })
  const isOn = current.whatsapp || current.sms
  return (
    <form
      {...form.formProps}
      className="manage-booking__messages"
      onSubmit={save}
      noValidate
      data-testid="guest-messages"
    >
      <h2>{t('manage.messages.title')}</h2>
      <p data-testid="guest-messages-current">
        {isOn
          ? t('manage.messages.current', { phone: current.phone, channels: channelsOf(current, locale) })
          : t('manage.messages.none')}
      </p>
      <p className="form-hint">{t('travellers.messages.hint')}</p>
      <FormNotice tone="success">{isSaved && t('travellers.messages.saved')}</FormNotice>
      <FormNotice tone="error">{form.failure}</FormNotice>
      <ConsentChoices t={t} form={form} onEdit={() => setIsSaved(false)} />
      <button className="button button--secondary" type="submit" disabled={form.isSubmitting}>
        {t('travellers.messages.save')}
      </button>
    </form>
  )
}
