/** True when every %-escape of the path decodes (Payload's router throws on `/api/%ZZ` and answers 500). */
export function isWellFormedPath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname)
    return true
  } catch {
    return false
  }
}

/** Wraps a REST route handler: a path that does not decode is a 400, never a router error. */
export function refuseMalformedUrl<Args extends unknown[]>(
  handler: (request: Request, ...rest: Args) => Promise<Response>,
): (request: Request, ...rest: Args) => Promise<Response> {
  return (request, ...rest) =>
    isWellFormedPath(request.url)
      ? handler(request, ...rest)
      : Promise.resolve(Response.json({ message: 'errors.invalidInput' }, { status: 400 }))
}
