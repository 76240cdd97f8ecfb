/** Excel reads a UTF-8 file as such (accents intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF'

// A spreadsheet runs a cell that starts with one of these as a formula (tab and CR too, per OWASP).
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): a text that a spreadsheet would run as a formula gets a leading
 * apostrophe, so it shows as typed; quotes, commas and line breaks are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV line, ending with CRLF as RFC 4180 asks. */
export const csvRow = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`
