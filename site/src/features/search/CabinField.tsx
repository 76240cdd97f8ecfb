import { CABINS } from '@nexovia/content-schema/core'
import type { TCabin } from '@nexovia/content-schema/core/enum-schemas'
import { SelectField } from '../../lib/forms/fields'
import type { Translate } from '../../lib/forms/messages'

type Props = {
  id: string
  value: TCabin
  onChange: (cabin: TCabin) => void
  t: Translate<'search.travelClass' | `search.cabin.${TCabin}`>
}

/** The travel class of a flight search: the home panel and /flights ask it alike. */
export function CabinField({ id, value, onChange, t }: Props) {
  return (
    <SelectField
      id={id}
      name="cabin"
      className="search-field"
      label={t('search.travelClass')}
      value={value}
      options={CABINS.map((cabin) => ({ value: cabin, label: t(`search.cabin.${cabin}`) }))}
      onChange={(cabin) => onChange(cabin as TCabin)}
    />
  )
}
