import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { CheckboxField } from '../../lib/forms/fields'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Translate } from '../../lib/forms/messages'
import { type CountryName, PHONE_FIELD_KEYS, PhoneField } from '../../lib/forms/PhoneField'
import type { ConsentForm } from './useConsentForm'

/** The strings of a consent form (the account's, a guest's booking's). */
export const CONSENT_KEYS = [
  ...PHONE_FIELD_KEYS,
  ...keysUnder('travellers.messages', 'legend hint whatsapp sms save saved'),
  ...keysUnder('errors', 'invalidInput updateFailed'),
] as const satisfies readonly UiKey[]
export type ConsentKey = (typeof CONSENT_KEYS)[number]

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
