import { SelectField } from '../../lib/forms/fields'
import type { CountryOption } from './countries'

/** A country picker: the name in the page's language, the ISO code as the value the cms stores. */
export function CountryField(props: {
  name: string
  value: string
  error?: string
  onChange: (value: string) => void
  label: string
  placeholder: string
  countries: readonly CountryOption[]
}) {
  return (
    <SelectField
      name={props.name}
      value={props.value.toUpperCase()}
      error={props.error}
      onChange={props.onChange}
      label={props.label}
      placeholder={props.placeholder}
      options={props.countries}
    />
  )
}
