/**
 * HEAD answered as GET without a body (RFC 9110 §9.3.2): Payload's router matches endpoints by
 * method and has no HEAD ones, so `HEAD /api/health` was a 404 while GET answered 200. The GET
 * handler runs on the same request (method changed) and its status and headers are kept, with the
 * length of the body it would have sent.
 */
export function headAsGet<Args extends unknown[]>(
  get: (request: Request, ...rest: Args) => Promise<Response>,
): (request: Request, ...rest: Args) => Promise<Response> {
  return async (request, ...rest) => {
    const answer = await get(asGet(request), ...rest)
    const headers = new Headers(answer.headers)
    if (!headers.has('content-length'))
      headers.set('content-length', String((await answer.arrayBuffer()).byteLength))
    return new Response(null, { status: answer.status, statusText: answer.statusText, headers })
  }
}

/** The same request as a GET (a HEAD carries no body, so nothing is lost). */
export const asGet = (request: Request): Request =>
  new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal })
