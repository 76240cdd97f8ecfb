import { CheckboxField, TextField } from '../../lib/forms/fields'
import { MESSAGE_FIELDS } from './messagesConsent'
import type { PackagePaymentT } from './paymentMessages'
import type { TravellersForm } from './useTravellersForm'

/** The phone channels a traveller opts in to (issue 45): a number with its country code, WhatsApp, SMS. */
export function MessagesFields({ t, form }: { t: PackagePaymentT; form: TravellersForm }) {
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
