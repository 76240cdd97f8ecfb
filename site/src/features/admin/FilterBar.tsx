import type { ReactNode } from 'react'

/** A choice of the filter's select; the empty value means "all". */
export type FilterOption = { value: string; label: string }

type Props = {
  labels: { search: string; placeholder: string; filter: string; all: string }
  search: string
  onSearchChange: (search: string) => void
  /** Applies the typed search (the submit button or Enter). */
  onSearch: () => void
  filter: string
  options: readonly FilterOption[]
  /** A new filter value applies at once, with the search as typed. */
  onFilter: (value: string) => void
  /** A page's own fields, between the filter and the button (applied with the search). */
  children?: ReactNode
}

/** The search box and one filter above a console table. */
export function FilterBar({
  labels,
  search,
  onSearchChange,
  onSearch,
  filter,
  options,
  onFilter,
  children,
}: Props) {
  return (
    <form
      className="admin-filters"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch()
      }}
    >
      <label>
        {labels.search}
        <input
          type="search"
          value={search}
          placeholder={labels.placeholder}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </label>
      <label>
        {labels.filter}
        <select value={filter} onChange={(event) => onFilter(event.target.value)}>
          <option value="">{labels.all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {children}
      <button className="button" type="submit">
        {labels.search}
      </button>
    </form>
  )
}
