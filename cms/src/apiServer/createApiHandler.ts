import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { isApiProcessRequest } from '@nexovia/content-schema/api/apiProcess'
import { handleEndpoints, type PayloadRequest, type SanitizedConfig } from 'payload'
import { refuseMalformedUrl } from '../access/refuseMalformedUrl'
import { apiError } from '../http/jsonResponses'
import { keepReadBody } from '../http/parseJsonBody'
import { securityHeaders } from '../http/securityHeaders'
import { compressAnswer } from './compressAnswer'

type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** Sent with every answer of the API process, so a caller behind a proxy or balancer can tell who answered. */
export const SERVED_BY_HEADER = 'x-served-by'
export const SERVED_BY = 'api'

/**
 * Bodies up to this size, with their length declared, are read before the request is built (one
 * Buffer instead of a web stream over the socket, the costlier part of a small request) and handed
 * to parseJsonBody as read ahead; its caps apply to them unchanged. Others stay a stream.
 */
const READ_AHEAD_MAX_BYTES = 64 * 1024

/** The body when its declared length is small enough to read at once, else undefined. */
async function readSmallBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN)
  if (!(declared >= 0 && declared <= READ_AHEAD_MAX_BYTES)) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The incoming request as the Fetch Request Payload's handlers take; a large body stays a stream (parseJsonBody caps it). */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const small = hasBody ? await readSmallBody(req) : undefined
  const request = new Request(new URL(req.url ?? '/', origin), {
    // HEAD is answered as GET (Payload has no HEAD endpoints); send() then leaves the body out.
    method: req.method === 'HEAD' ? 'GET' : req.method,
    headers,
    body: hasBody ? (small ?? (Readable.toWeb(req) as ReadableStream<Uint8Array>)) : undefined,
    // Node's fetch needs this for a streamed body.
    ...(hasBody && !small ? { duplex: 'half' } : {}),
  } as RequestInit)
  // Payload's request is this object (createPayloadRequest assigns onto it).
  if (small) keepReadBody(request as PayloadRequest, small)
  return request
}

/** Writes Payload's answer on the node:http response, compressed as Next would have (compressAnswer.ts). */
async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const { headers, body } = await compressAnswer(req.method, req.headers['accept-encoding'], {
    status: response.status,
    headers: new Headers(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  })
  for (const { key, value } of securityHeaders) res.setHeader(key, value)
  res.setHeader(SERVED_BY_HEADER, SERVED_BY)
  const cookies = headers.getSetCookie()
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  if (cookies.length) res.setHeader('set-cookie', cookies)
  res.setHeader('content-length', body.length)
  res.writeHead(response.status)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The API process's request handler (issue 33): for the routes of content-schema's
 * API_PROCESS_CONTRACTS, Payload's handleEndpoints (what Next's REST route calls,
 * @payloadcms/next/routes) answers straight from the node:http request, behind the same
 * malformed-path guard; anything else is a 404 (the cms answers it). The Payload instance is the
 * process's one (getPayload's cache, on the same config as the cms).
 */
export function createApiHandler(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  origin: string,
): ApiHandler {
  const handle = refuseMalformedUrl((request: Request) => handleEndpoints({ config, request }))
  return async (req, res) => {
    let response: Response
    if (!isApiProcessRequest(req.method, req.url)) {
      response = apiError(404, { message: 'errors.notFound' })
    } else {
      try {
        response = await handle(await toRequest(req, origin))
      } catch (error) {
        // Payload answers its own errors; this is only for a failure before it (a broken stream, say).
        console.error('api:', error)
        response = apiError(500, { message: 'errors.generic' })
      }
    }
    await send(req, res, response)
  }
}
