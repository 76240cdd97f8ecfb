import type { ComponentProps, ReactNode } from 'react'
import { Pager } from './Pager'

/** A column: its header and how a row fills its cell. */
export type Column<Row> = { header: ReactNode; cell: (row: Row) => ReactNode }

type Props<Row> = {
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Shown instead of the table when there is no row. */
  empty: ReactNode
  /** The paging under the table (hidden while everything fits one page). */
  pager: ComponentProps<typeof Pager>
}

/** A console page's table; scrolls sideways on a narrow screen rather than squeezing the columns. */
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
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a table are fixed
                  <td key={index}>{column.cell(row)}</td>
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
