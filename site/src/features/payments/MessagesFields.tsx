import { CheckboxField } from '../../lib/forms/fields'
import type { Translate } from '../../lib/forms/messages'
import { type CountryName, PhoneField } from '../../lib/forms/PhoneField'
import { MESSAGE_FIELDS, phoneCountryOf } from './messagesConsent'
import type { MessagesFieldsKey } from './messagesFieldsKeys'
import type { TravellersForm } from './useTravellersForm'

/** What the fields read and set of their form: the travellers step's, or another form of text values (the taxi's). */
type MessagesFieldsForm = Pick<TravellersForm, 'values' | 'setValue' | 'field'>

type Props = {
  t: Translate<MessagesFieldsKey>
  form: MessagesFieldsForm
  /** The page's country names (the travellers step's list); without them the browser names the codes. */
  countries?: readonly CountryName[]
  /** The calling code to offer until one is chosen, where the page knows the traveller's country. */
  defaultCountry?: string
}

/**
 * The phone channels a traveller opts in to (issue 45): a calling code (the first passenger's
 * nationality until one is chosen) and the national number, WhatsApp, SMS.
 */
export function MessagesFields({ t, form, countries, defaultCountry }: Props) {
  const checkbox = (name: string, label: string) => (
    <CheckboxField
      name={name}
      label={label}
      checked={form.values[name] === 'true'}
      onChange={(checked) => form.setValue(name, checked ? 'true' : '')}
    />
  )
  return (
    <fieldset className="framed-fieldset" data-testid="message-channels">
      <legend>{t('travellers.messages.legend')}</legend>
      <p className="form-hint">{t('travellers.messages.hint')}</p>
      <PhoneField
        t={t}
        countries={countries}
        country={{
          ...form.field(MESSAGE_FIELDS.phoneCountry),
          value: phoneCountryOf(form.values, defaultCountry),
        }}
        national={form.field(MESSAGE_FIELDS.phone)}
      />
      {checkbox(MESSAGE_FIELDS.whatsapp, t('travellers.messages.whatsapp'))}
      {checkbox(MESSAGE_FIELDS.sms, t('travellers.messages.sms'))}
    </fieldset>
  )
}
