import { CABINS } from '@nexovia/content-schema/core'
import type { TCabin } from '@nexovia/content-schema/enums'
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
    <div className="search-field">
      <label htmlFor={id}>{t('search.travelClass')}</label>
      <select id={id} name="cabin" value={value} onChange={(event) => onChange(event.target.value as TCabin)}>
        {CABINS.map((cabin) => (
          <option key={cabin} value={cabin}>
            {t(`search.cabin.${cabin}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
