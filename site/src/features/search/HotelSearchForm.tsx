import { HOTEL_LIMITS, ROOMS_DEFAULT } from '@nexovia/content-schema/constants/search'
import { DateField, TextField } from '../../lib/forms/fields'
import { CounterDropdown } from './CounterDropdown'
import { SEARCH_FIELD, SearchButton, SearchError } from './SearchForm'
import { countLabel, type SearchT } from './searchMessages'
import { type HotelForm, hotelQuery, missingHotelFields } from './searchRules'
import { useSearchForm } from './useSearchForm'

type Props = { today: string; t: SearchT; onSearch: (query: URLSearchParams) => void }

/** Hotels: destination, check-in and check-out, guests and rooms. */
export function HotelSearchForm({ today, t, onSearch }: Props) {
  const { form, update, error, isMissing, formProps } = useSearchForm<HotelForm>({
    initial: { location: '', checkIn: '', checkOut: '', adults: 1, children: 0, rooms: ROOMS_DEFAULT },
    t,
    missing: missingHotelFields,
    onSearch: (hotel) => onSearch(hotelQuery(hotel)),
  })
  const guests = form.adults + form.children
  return (
    <form {...formProps}>
      <div className="search-row">
        <TextField
          id="hotel-location"
          name="location"
          className={SEARCH_FIELD}
          label={t('search.hotelDestination')}
          placeholder={t('search.hotelPlaceholder')}
          value={form.location}
          isInvalid={isMissing('location')}
          onChange={(location) => update({ location })}
        />
        <DateField
          id="hotel-check-in"
          name="checkIn"
          className={SEARCH_FIELD}
          label={t('search.checkIn')}
          value={form.checkIn}
          min={today}
          isInvalid={isMissing('checkIn')}
          onChange={(checkIn) => update({ checkIn })}
        />
        <DateField
          id="hotel-check-out"
          name="checkOut"
          className={SEARCH_FIELD}
          label={t('search.checkOut')}
          value={form.checkOut}
          min={form.checkIn || today}
          isInvalid={isMissing('checkOut')}
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
        <SearchButton label={t('search.submit')} />
      </div>
      <SearchError message={error} />
    </form>
  )
}
