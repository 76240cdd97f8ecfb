import type { FieldHook } from 'payload'

/**
 * A rate's date is a calendar day, stored at 12:00 UTC as Payload's day picker stores a day: midnight
 * UTC showed the day before in every browser west of Greenwich (the panel said Nov 19 where the site,
 * reading the UTC day, said Nov 20). Noon is the same day from UTC−11 to UTC+11.
 */
export function rateDayAtNoon(value: unknown): unknown {
  const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null
  if (!instant || Number.isNaN(instant.getTime())) return value
  return `${instant.toISOString().slice(0, 10)}T12:00:00.000Z`
}

export const setOnAtNoon: FieldHook = ({ value }) => rateDayAtNoon(value)
