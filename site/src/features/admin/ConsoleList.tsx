import type { ReactNode } from 'react'
import type { Translate } from '../../lib/forms/messages'
import { type Column, ConsoleTable } from './ConsoleTable'
import { FilterBar, type FilterOption } from './FilterBar'
import { type StatCard, StatCards } from './StatCards'
import type { useConsoleQuery } from './useConsoleQuery'

type ConsoleQuery = ReturnType<typeof useConsoleQuery>

type Props<Row> = {
  t: Translate<'admin.search' | 'admin.all' | 'admin.previous' | 'admin.next' | 'admin.page'>
  /** The stat cards above the list, once loaded. */
  cards?: readonly StatCard[] | null
  /** The filter's name, its choices and the search box's hint. */
  filter: { label: string; options: readonly FilterOption[]; placeholder: string }
  /** The query's filter bar and pager (useConsoleQuery); a page may replace onSearch to check its own fields. */
  query: Pick<ConsoleQuery, 'pager'> & { filterBar: ConsoleQuery['filterBar'] }
  /** A page's own fields in the filter bar (applied with the search). */
  filterFields?: ReactNode
  /** Notices between the filter bar and the table (a delete's outcome, a load failure). */
  notices?: ReactNode
  /** The loaded page: its rows and the total over every page; null while it loads. */
  page: { rows: readonly Row[]; total: number } | null
  /** Shown while the page loads (none: nothing). */
  loading?: string
  columns: readonly Column<Row>[]
  rowKey: (row: Row) => string | number
  /** Shown instead of the table when no row matches. */
  empty: ReactNode
  /** The tab panel role, when the list is one tab of a page. */
  role?: 'tabpanel'
  /** What the rows open (the detail and action dialogs). */
  children?: ReactNode
}

/** A console list page: stat cards, the search and filter bar, notices, then the paged table. */
export function ConsoleList<Row>(props: Props<Row>) {
  const { t, cards, filter, query, page } = props
  return (
    <div role={props.role}>
      {cards && <StatCards cards={cards} />}
      <FilterBar
        labels={{
          search: t('admin.search'),
          placeholder: filter.placeholder,
          filter: filter.label,
          all: t('admin.all'),
        }}
        {...query.filterBar}
        options={filter.options}
      >
        {props.filterFields}
      </FilterBar>
      {props.notices}
      {!page && props.loading && <p aria-busy="true">{props.loading}</p>}
      {page && (
        <ConsoleTable
          columns={props.columns}
          rows={page.rows}
          rowKey={props.rowKey}
          empty={props.empty}
          pager={query.pager(t, page.total)}
        />
      )}
      {props.children}
    </div>
  )
}
