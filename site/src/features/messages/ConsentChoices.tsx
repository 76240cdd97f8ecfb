import { CheckboxField } from '../../lib/forms/fields'
import type { Translate } from '../../lib/forms/messages'
import { type CountryName, PhoneField } from '../../lib/forms/PhoneField'
import type { ConsentKey } from './consentKeys'
import type { ConsentForm } from './useConsentForm'

/** The calling code and number, then WhatsApp and SMS: unchecking one stops it from the next event on. */
export function ConsentChoices({
  t,
  form,
  countries,
  onEdit,
}: {
  t: Translate<ConsentKey>
  form: ConsentForm
  countries?: readonly CountryName[]
  /** Any change (a saved notice is no longer true). */
  onEdit: () => void
}) {
  const edited =
    <V,>(change: (value: V) => void) =>
    (value: V) => {
      onEdit()
      change(value)
    }
  const checkbox = (name: 'whatsapp' | 'sms') => (
    <CheckboxField
      name={name}
      label={t(`travellers.messages.${name}`)}
      checked={form.values[name]}
      onChange={edited((checked: boolean) => form.setValue(name, checked))}
    />
  )
  const country = form.field('phoneCountry')
  const national = form.field('phone')
  return (
    <>
      <PhoneField
        t={t}
        countries={countries}
        country={{ ...country, onChange: edited(country.onChange) }}
        national={{ ...national, onChange: edited(national.onChange) }}
      />
      {checkbox('whatsapp')}
      {checkbox('sms')}
    </>
  )
}
