/**
 * Today's date in the visitor's time zone, as a date input wants it ("2026-11-22"). A module of its own:
 * /flights reads it beside its results without carrying the search forms' rules (issue 41).
 */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
