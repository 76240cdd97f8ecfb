// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/

/**
 * True when every %-escape of the path decodes (Payload's router throws on `/api/%ZZ` and answers
 * 500) to no control character: no route names a file or document with one, and a NUL reaching
 * `fs.stat` (`/api/media/file/%00`) throws, a 500 too.
 */
export function isWellFormedPath(url: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(new URL(url).pathname))
  } catch {
    return false
  }
}

/** Wraps a REST route handler: a path that does not decode, or decodes to a control character, is a 400, never a router error. */
export function refuseMalformedUrl<Args extends unknown[]>(
  handler: (request: Request, ...rest: Args) => Promise<Response>,
): (request: Request, ...rest: Args) => Promise<Response> {
  return (request, ...rest) =>
    isWellFormedPath(request.url)
      ? handler(request, ...rest)
      : Promise.resolve(Response.json({ message: 'errors.invalidInput' }, { status: 400 }))
}
