import { HOTEL_LIMITS, ROOMS_DEFAULT } from '@nexovia/content-schema/constants/search'
import { useState } from 'react'
import { CounterDropdown } from './CounterDropdown'
import { DateField, SearchError, TextField } from './fields'
import { countLabel, type SearchT } from './searchMessages'
import { type HotelForm, hotelQuery, missingHotelFields } from './searchRules'

type Props = { today: string; t: SearchT; onSearch: (query: URLSearchParams) => void }

/** Hotels: destination, check-in and check-out, guests and rooms. */
export function HotelSearchForm({ today, t, onSearch }: Props) {
  const [form, setForm] = useState<HotelForm>({
    location: '',
    checkIn: '',
    checkOut: '',
    adults: 1,
    children: 0,
    rooms: ROOMS_DEFAULT,
  })
  const [missing, setMissing] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  const update = (changes: Partial<HotelForm>) => {
    setForm((current) => ({ ...current, ...changes }))
    setError(null)
  }

  const submit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const stillMissing = missingHotelFields(form)
    setMissing(stillMissing)
    if (stillMissing.length > 0) {
      setError(t('validation.searchRequiredFields'))
      return
    }
    onSearch(hotelQuery(form))
  }

  const guests = form.adults + form.children
  return (
    <form className="search-form" noValidate onSubmit={submit}>
      <div className="search-row">
        <TextField
          id="hotel-location"
          label={t('search.hotelDestination')}
          placeholder={t('search.hotelPlaceholder')}
          value={form.location}
          isInvalid={missing.includes('location')}
          onChange={(location) => update({ location })}
        />
        <DateField
          id="hotel-check-in"
          label={t('search.checkIn')}
          value={form.checkIn}
          min={today}
          isInvalid={missing.includes('checkIn')}
          onChange={(checkIn) => update({ checkIn })}
        />
        <DateField
          id="hotel-check-out"
          label={t('search.checkOut')}
          value={form.checkOut}
          min={form.checkIn || today}
          isInvalid={missing.includes('checkOut')}
          onChange={(checkOut) => update({ checkOut })}
        />
      </div>
      <div className="search-row">
        <CounterDropdown
          label={t('search.guests')}
          summary={`${countLabel(t, 'guest', guests)}, ${countLabel(t, 'room', form.rooms)}`}
          t={t}
          counters={[
            { key: 'adults', label: t('search.adults'), value: form.adults, ...HOTEL_LIMITS.adults },
            { key: 'children', label: t('search.children'), value: form.children, ...HOTEL_LIMITS.children },
            { key: 'rooms', label: t('search.rooms'), value: form.rooms, ...HOTEL_LIMITS.rooms },
          ]}
          onChange={(key, value) => update({ [key]: value })}
        />
        <button type="submit" className="search-submit">
          {t('search.submit')}
        </button>
      </div>
      <SearchError message={error} />
    </form>
  )
}
