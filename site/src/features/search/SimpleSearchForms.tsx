import { DateField, TextField } from '../../lib/forms/fields'
import { SEARCH_FIELD, SearchRowForm } from './SearchForm'
import type { SearchT } from './searchMessages'
import { useSearchForm } from './useSearchForm'

type Props = { today: string; t: SearchT; onSearch: () => void }

/** Cars: pick-up and drop-off places and dates; the service is not open yet, so nothing is required. */
export function CarSearchForm({ today, t, onSearch }: Props) {
  const { form, update, formProps } = useSearchForm({
    initial: { pickup: '', dropoff: '', pickupDate: '', returnDate: '' },
    t,
    onSearch,
  })
  return (
    <SearchRowForm formProps={formProps} submitLabel={t('search.submit')}>
      <TextField
        id="car-pickup"
        name="pickup"
        className={SEARCH_FIELD}
        label={t('search.carPickup')}
        value={form.pickup}
        onChange={(pickup) => update({ pickup })}
      />
      <TextField
        id="car-dropoff"
        name="dropoff"
        className={SEARCH_FIELD}
        label={t('search.carDropoff')}
        value={form.dropoff}
        onChange={(dropoff) => update({ dropoff })}
      />
      <DateField
        id="car-pickup-date"
        name="pickupDate"
        className={SEARCH_FIELD}
        label={t('search.carPickupDate')}
        value={form.pickupDate}
        min={today}
        onChange={(pickupDate) => update({ pickupDate })}
      />
      <DateField
        id="car-return-date"
        name="returnDate"
        className={SEARCH_FIELD}
        label={t('search.carReturnDate')}
        value={form.returnDate}
        min={form.pickupDate || today}
        onChange={(returnDate) => update({ returnDate })}
      />
    </SearchRowForm>
  )
}

/** Activities: a destination and a date; the service is not open yet, so nothing is required. */
export function ActivitySearchForm({ today, t, onSearch }: Props) {
  const { form, update, formProps } = useSearchForm({ initial: { destination: '', date: '' }, t, onSearch })
  return (
    <SearchRowForm formProps={formProps} submitLabel={t('search.submit')}>
      <TextField
        id="activity-destination"
        name="destination"
        className={SEARCH_FIELD}
        label={t('search.activityDestination')}
        value={form.destination}
        onChange={(destination) => update({ destination })}
      />
      <DateField
        id="activity-date"
        name="date"
        className={SEARCH_FIELD}
        label={t('search.activityDate')}
        value={form.date}
        min={today}
        onChange={(date) => update({ date })}
      />
    </SearchRowForm>
  )
}
