import { DateField, TextField } from '../../lib/forms/fields'
import { SearchRowForm } from './SearchForm'
import type { SearchT } from './searchMessages'
import { useSearchForm } from './useSearchForm'

/** A field of a service not open yet: free text, or a date no earlier than today (or than `after`). */
type SimpleField = {
  name: string
  id: string
  label: Parameters<SearchT>[0]
  kind: 'text' | 'date'
  after?: string
}

type Props = { today: string; t: SearchT; onSearch: () => void }

/** One row of optional fields and the search button; nothing is required, so any search goes on. */
function SimpleSearchForm({ fields, today, t, onSearch }: Props & { fields: readonly SimpleField[] }) {
  const { form, field, formProps } = useSearchForm<Record<string, string>>({
    initial: Object.fromEntries(fields.map(({ name }) => [name, ''])),
    t,
    onSearch,
  })
  return (
    <SearchRowForm formProps={formProps} submitLabel={t('search.submit')}>
      {fields.map(({ name, id, label, kind, after }) =>
        kind === 'text' ? (
          <TextField key={name} {...field(name, id, t(label))} />
        ) : (
          <DateField key={name} {...field(name, id, t(label))} min={(after && form[after]) || today} />
        ),
      )}
    </SearchRowForm>
  )
}

const CAR_FIELDS: readonly SimpleField[] = [
  { name: 'pickup', id: 'car-pickup', label: 'search.carPickup', kind: 'text' },
  { name: 'dropoff', id: 'car-dropoff', label: 'search.carDropoff', kind: 'text' },
  { name: 'pickupDate', id: 'car-pickup-date', label: 'search.carPickupDate', kind: 'date' },
  {
    name: 'returnDate',
    id: 'car-return-date',
    label: 'search.carReturnDate',
    kind: 'date',
    after: 'pickupDate',
  },
]

const ACTIVITY_FIELDS: readonly SimpleField[] = [
  { name: 'destination', id: 'activity-destination', label: 'search.activityDestination', kind: 'text' },
  { name: 'date', id: 'activity-date', label: 'search.activityDate', kind: 'date' },
]

/** Cars: pick-up and drop-off places and dates; the service is not open yet. */
export const CarSearchForm = (props: Props) => <SimpleSearchForm {...props} fields={CAR_FIELDS} />

/** Activities: a destination and a date; the service is not open yet. */
export const ActivitySearchForm = (props: Props) => <SimpleSearchForm {...props} fields={ACTIVITY_FIELDS} />
