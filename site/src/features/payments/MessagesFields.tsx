import { CheckboxField, TextField } from '../../lib/forms/fields'
import type { Translate } from '../../lib/forms/messages'
import { MESSAGE_FIELDS } from './messagesConsent'
import type { MessagesFieldsKey } from './messagesFieldsKeys'
import type { TravellersForm } from './useTravellersForm'

/** What the fields read and set of their form: the travellers step's, or another form of text values (the taxi's). */
type MessagesFieldsForm = Pick<TravellersForm, 'values' | 'setValue' | 'field'>

/** The phone channels a traveller opts in to (issue 45): a number with its country code, WhatsApp, SMS. */
export function MessagesFields({ t, form }: { t: Translate<MessagesFieldsKey>; form: MessagesFieldsForm }) {
  const checkbox = (name: string, label: string) => (
    <CheckboxField
      name={name}
      label={label}
      checked={form.values[name] === 'true'}
      onChange={(checked) => form.setValue(name, checked ? 'true' : '')}
    />
  )
  return (
    <fieldset className="travellers__passenger" data-testid="message-channels">
      <legend>{t('travellers.messages.legend')}</legend>
      <p className="form-hint">{t('travellers.messages.hint')}</p>
      <div className="travellers__grid">
        <TextField
          {...form.field(MESSAGE_FIELDS.phone)}
          type="tel"
          autoComplete="tel"
          placeholder="+233 20 123 4567"
          label={t('travellers.messages.phone')}
        />
      </div>
      {checkbox(MESSAGE_FIELDS.whatsapp, t('travellers.messages.whatsapp'))}
      {checkbox(MESSAGE_FIELDS.sms, t('travellers.messages.sms'))}
    </fieldset>
  )
}
