const ONE_YEAR_SECONDS = 31_536_000

/**
 * Strict-Transport-Security max-age for a server whose public origin is `publicUrl`: a year in
 * production over https, none over plain http (browsers would then refuse the http origin for a
 * year); HSTS_MAX_AGE overrides it (0 turns it off, e.g. behind a proxy that sets it itself).
 */
export function hstsMaxAge(
  env: { NODE_ENV?: string; HSTS_MAX_AGE?: string },
  publicUrl: string | undefined,
): number {
  if (env.HSTS_MAX_AGE !== undefined && env.HSTS_MAX_AGE !== '') {
    const maxAge = Number(env.HSTS_MAX_AGE)
    return Number.isInteger(maxAge) && maxAge > 0 ? maxAge : 0
  }
  return env.NODE_ENV === 'production' && (publicUrl ?? '').startsWith('https://') ? ONE_YEAR_SECONDS : 0
}
