import { parseRecordId } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import { apiError } from '../../http/jsonResponses'

const NO_STORE = 'private, no-store'

/** A JSON answer of the console: never cached by a browser or a proxy. */
export const privateJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': NO_STORE } })

/** The route's numeric id, or null when it is not one (answered 404 like an unknown record). */
export const routeId = (req: PayloadRequest): number | null => parseRecordId(req.routeParams?.id)

export const notFound = () => apiError(404, { message: 'errors.notFound' })
