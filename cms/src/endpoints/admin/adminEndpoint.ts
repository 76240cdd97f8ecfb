import { apiError } from '../../http/jsonResponses'

const NO_STORE = 'private, no-store'

/** A JSON answer of the console: never cached by a browser or a proxy. */
export const privateJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': NO_STORE } })

export const notFound = () => apiError(404, { message: 'errors.notFound' })
