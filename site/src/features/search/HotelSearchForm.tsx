import { HOTEL_LIMITS, ROOMS_DEFAULT } from '@nexovia/content-schema/flights/constants'
import { DateField, TextField } from '../../lib/forms/fields'
import { CounterDropdown } from './CounterDropdown'
import { countLabel } from './countLabel'
import { hotelQuery, hotelStayProblem, missingHotelFields } from './hotelRules'
import { SearchButton, SearchError } from './SearchForm'
import type { SearchT } from './searchMessages'
import type { HotelForm } from './searchRules'
import { rememberStay, type StayDates } from './stayDates'
import { useSearchForm } from './useSearchForm'

type Props = {
  initialLocation?: string
  /** Prefilled when a guide's Book Now opened the search (stayDates.ts). */
  initialDates?: StayDates | null
  today: string
  t: SearchT
  onSearch: (query: URLSearchParams) => void
}

/** Hotels: destination (prefilled when the address names one), check-in and check-out, guests and rooms. */
export function HotelSearchForm({ initialLocation = '', initialDates, today, t, onSearch }: Props) {
  const { form, update, field, error, formProps } = useSearchForm<HotelForm>({
    initial: {
      location: initialLocation,
      checkIn: initialDates?.checkIn ?? '',
      checkOut: initialDates?.checkOut ?? '',
      adults: 1,
      children: 0,
      rooms: ROOMS_DEFAULT,
    },
    t,
    missing: missingHotelFields,
    problem: hotelStayProblem,
    onSearch: (hotel) => {
      rememberStay(window.localStorage, hotel)
      onSearch(hotelQuery(hotel))
    },
  })
  const guests = form.adults + form.children
  return (
    <form {...formProps}>
      <div className="search-row">
        <TextField
          {...field('location', 'hotel-location', t('search.hotelDestination'))}
          placeholder={t('search.hotelPlaceholder')}
        />
        <DateField {...field('checkIn', 'hotel-check-in', t('search.checkIn'))} min={today} />
        <DateField
          {...field('checkOut', 'hotel-check-out', t('search.checkOut'))}
          min={form.checkIn || today}
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
