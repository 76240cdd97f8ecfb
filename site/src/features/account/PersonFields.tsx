import type { ReactNode } from 'react'
import { TextField } from '../../lib/forms/fields'
import { CountryField } from './CountryField'
import type { CountryOption } from './countries'

export type PersonField = 'firstName' | 'lastName' | 'email' | 'phone' | 'country' | 'preferredDestination'
type FieldProps = { name: string; value: string; error?: string; onChange: (value: string) => void }

/**
 * The traveller's personal fields, shared by sign-up and the profile editor: names and e-mail
 * required, phone, country and preferred destination optional. `field` comes from useForm;
 * `children` (sign-up's passwords) come after the phone.
 */
export function PersonFields({
  field,
  label,
  countries,
  countryPlaceholder,
  children,
}: {
  field: (name: PersonField) => FieldProps
  /** The field's label in the page's language; sign-up marks the optional ones. */
  label: (name: PersonField, isRequired: boolean) => string
  /** The countries in the page's language, as the server listed them. */
  countries: readonly CountryOption[]
  /** The country picker's empty choice ("Choose a country"). */
  countryPlaceholder: string
  children?: ReactNode
}) {
  const text = (
    name: PersonField,
    options: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => <TextField {...field(name)} label={label(name, options.required === true)} {...options} />
  return (
    <>
      <div className="form-row">
        {text('firstName', { autoComplete: 'given-name', required: true })}
        {text('lastName', { autoComplete: 'family-name', required: true })}
      </div>
      {text('email', { type: 'email', autoComplete: 'email', required: true })}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      {children}
      <div className="form-row">
        <CountryField
          {...field('country')}
          label={label('country', false)}
          placeholder={countryPlaceholder}
          countries={countries}
        />
        {text('preferredDestination')}
      </div>
    </>
  )
}
