/** The most processes `WORKERS` may ask for per service: a typo should not fork hundreds of servers. */
export const MAX_WORKERS = 32

/** How many processes of each server `npm start` runs: WORKERS, a whole number from 1 (the default). */
export function workerCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, not "${value}"`)
  }
  return count
}
