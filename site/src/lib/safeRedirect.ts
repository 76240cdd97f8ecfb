/**
 * The one gate for every address the site redirects to (language choice, locale redirect, auth
 * return paths, pages that send a visitor elsewhere): only a path on this very site passes.
 *
 * Browsers read `//host`, `/\host` and `/<tab>/host` as another site, resolve `/.//host` and
 * `/..//host` to `//host`, and decode `%2F`/`%5C` in some places, so the check runs on the
 * normalised and on the decoded form of the path, not on the raw string.
 */

/** A base that can never be the origin of a real request: anything resolving elsewhere left the site. */
const PROBE_ORIGIN = 'https://same-site.invalid'
/** ASCII control characters (browsers drop tabs and newlines from URLs) and backslashes (read as `/`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/
/** A path whose start a browser could take for a host: `//`, `/\` in any mix. */
const HOST_LIKE_START = /^[/\\]{2}/
/** Enough rounds to undo any nesting a proxy or framework might decode. */
const MAX_DECODE_ROUNDS = 4

/** The value with percent-escapes undone until stable, or null when it is not valid percent-encoding. */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/** The normalised same-site path (path, query and fragment) that `value` names, or null if it names anything else. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || FORBIDDEN_CHARACTERS.test(value)) return null
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  const decodedPath = fullyDecoded(url.pathname)
  if (decodedPath === null || HOST_LIKE_START.test(decodedPath) || FORBIDDEN_CHARACTERS.test(decodedPath))
    return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** `value` when it is a same-site path (normalised), else `fallback` (home by default). */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  return sameSitePath(value) ?? fallback
}

type RedirectOptions = {
  status?: 301 | 302 | 303 | 307 | 308
  headers?: Record<string, string>
  /** Where an unsafe target sends the visitor instead: home by default. */
  fallback?: string
}

/** A redirect response to a same-site path only. */
export function redirectResponse(
  location: string,
  { status = 302, headers = {}, fallback = '/' }: RedirectOptions = {},
): Response {
  return new Response(null, {
    status,
    headers: { ...headers, location: safeRedirectPath(location, fallback) },
  })
}
