/**
 * Intl's formatters, each made once per language and options, then reused. Making one costs far more
 * than formatting with it (CLDR data is loaded and resolved each time), and a results page formats a
 * few hundred times while it hydrates: made per call, they were a third of /flights' main-thread time
 * on a throttled phone (issue 41). A date formatter names its zone, always (the server's and the
 * browser's differ).
 */

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>()

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(
  kind: string,
  tag: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`
  let formatter = made.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    made.set(key, formatter)
  }
  return formatter
}

/** `new Intl.DateTimeFormat(tag, options)`, kept; the zone is required. */
export const dateTimeFormat = (
  tag: string,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): Intl.DateTimeFormat => kept('date', tag, options, () => new Intl.DateTimeFormat(tag, options))

/** `new Intl.NumberFormat(tag, options)`, kept. */
export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', tag, options, () => new Intl.NumberFormat(tag, options))

/** `new Intl.DisplayNames([tag], options)`, kept. */
export const displayNames = (tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  kept('names', tag, options, () => new Intl.DisplayNames([tag], options))
