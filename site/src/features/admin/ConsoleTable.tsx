import type { ComponentProps, ReactNode } from 'react'
import { Pager } from './Pager'

/**
 * A column: its header (a text, also each card's label on a narrow screen), how a row fills its
 * cell, and whether it holds the row's actions (kept whole, never wrapped away).
 */
export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; isActions?: boolean }

type Props<Row> = {
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Shown instead of the table when there is no row. */
  empty: ReactNode
  /** The paging under the table (hidden while everything fits one page). */
  pager: ComponentProps<typeof Pager>
}

/**
 * A console page's table: its cells wrap so that it fits a 1280 px screen with the actions in view
 * (issue 35); on a narrower screen each row stacks as a card, each value under its column's name
 * (admin.css).
 */
export function ConsoleTable<Row>({ columns, rows, rowKey, empty, pager }: Props<Row>) {
  // The pager stays under an empty page too: deleting the last row of the last page must not strand the reader.
  if (rows.length === 0)
    return (
      <>
        <p>{empty}</p>
        <Pager {...pager} />
      </>
    )
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a table are fixed
                <th key={index}>{column.header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a table are fixed
                    key={index}
                    data-label={column.header}
                    className={column.isActions ? 'admin-table__actions' : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...pager} />
    </>
  )
}
