import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { refuseMalformedUrl } from '../access/refuseMalformedUrl'
import { securityHeaders } from '../http/securityHeaders'
import { isFastPathRequest } from './fastPathRoutes'

type FastPath = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

/** The incoming request as the Fetch Request Payload's handlers take; the body stays a stream (parseJsonBody caps it). */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  for (const { key, value } of securityHeaders) res.setHeader(key, value)
  const cookies = response.headers.getSetCookie()
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  if (cookies.length) res.setHeader('set-cookie', cookies)
  const body = Buffer.from(await response.arrayBuffer())
  res.setHeader('content-length', body.length)
  res.writeHead(response.status)
  res.end(body)
}

/**
 * The cms server's fast path (issue 20): for the routes in fastPathRoutes.ts, Payload's
 * handleEndpoints (what Next's REST route calls, @payloadcms/next/routes) answers directly from
 * the node:http request, behind the same malformed-path guard; it returns false for anything
 * else, which Next then answers. The Payload instance is the process's one (getPayload's cache).
 */
export function createFastPath(config: Promise<SanitizedConfig> | SanitizedConfig, origin: string): FastPath {
  const handle = refuseMalformedUrl((request: Request) => handleEndpoints({ config, request }))
  return async (req, res) => {
    if (!isFastPathRequest(req.method, req.url)) return false
    let response: Response
    try {
      response = await handle(toRequest(req, origin))
    } catch (error) {
      // Payload answers its own errors; this is only for a failure before it (a broken stream, say).
      console.error('fast path:', error)
      response = Response.json({ message: 'errors.generic' }, { status: 500 })
    }
    await send(res, response)
    return true
  }
}
