import { useState } from 'react'
import { DateField, TextField } from './fields'
import type { SearchT } from './searchMessages'

type Props = { today: string; t: SearchT; onSearch: () => void }

/** Cars: pick-up and drop-off places and dates; the service is not open yet, so nothing is required. */
export function CarSearchForm({ today, t, onSearch }: Props) {
  const [form, setForm] = useState({ pickup: '', dropoff: '', pickupDate: '', returnDate: '' })
  const update = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }))
  return (
    <form
      className="search-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSearch()
      }}
    >
      <div className="search-row">
        <TextField
          id="car-pickup"
          label={t('search.carPickup')}
          value={form.pickup}
          onChange={(pickup) => update({ pickup })}
        />
        <TextField
          id="car-dropoff"
          label={t('search.carDropoff')}
          value={form.dropoff}
          onChange={(dropoff) => update({ dropoff })}
        />
        <DateField
          id="car-pickup-date"
          label={t('search.carPickupDate')}
          value={form.pickupDate}
          min={today}
          onChange={(pickupDate) => update({ pickupDate })}
        />
        <DateField
          id="car-return-date"
          label={t('search.carReturnDate')}
          value={form.returnDate}
          min={form.pickupDate || today}
          onChange={(returnDate) => update({ returnDate })}
        />
        <button type="submit" className="search-submit">
          {t('search.submit')}
        </button>
      </div>
    </form>
  )
}

/** Activities: a destination and a date; the service is not open yet, so nothing is required. */
export function ActivitySearchForm({ today, t, onSearch }: Props) {
  const [form, setForm] = useState({ destination: '', date: '' })
  return (
    <form
      className="search-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSearch()
      }}
    >
      <div className="search-row">
        <TextField
          id="activity-destination"
          label={t('search.activityDestination')}
          value={form.destination}
          onChange={(destination) => setForm((current) => ({ ...current, destination }))}
        />
        <DateField
          id="activity-date"
          label={t('search.activityDate')}
          value={form.date}
          min={today}
          onChange={(date) => setForm((current) => ({ ...current, date }))}
        />
        <button type="submit" className="search-submit">
          {t('search.submit')}
        </button>
      </div>
    </form>
  )
}
