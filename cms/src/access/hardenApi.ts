import { CONTROL_CHARACTERS } from '@nexovia/content-schema'
import { MAX_BODY_DEPTH } from '@nexovia/content-schema/core/body-depth'
import {
  type Access,
  type CollectionBeforeValidateHook,
  type Endpoint,
  type GlobalBeforeValidateHook,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedConfig,
  ValidationError,
} from 'payload'
import { FORM_BODY } from '../http/contractRoute'
import { isForeignBrowserRequest } from '../http/isSameOriginRequest'
import { apiError } from '../http/jsonResponses'
import { bodyTooLarge, decodeJson, isJsonRequest, keepReadBody, readCappedBody } from '../http/parseJsonBody'
import { isBadQueryError, restReadProblem } from './restReadGuard'
import { isStaffUser } from './roles'

/**
 * Collections Payload adds by itself. Their defaults let any signed-in user in (a traveller could
 * lock `admins/1` or store preferences); they exist for the admin panel, so staff only.
 */
const INTERNAL_COLLECTIONS = new Set([
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
  'payload-jobs',
  'payload-kv',
])

/** Globals Payload adds by itself (the jobs queue's statistics): staff only, like the collections above. */
const INTERNAL_GLOBALS = new Set(['payload-jobs-stats'])

const WRITE_METHODS = new Set(['post', 'patch', 'put'])
/** The `custom` flag payload.config puts on the endpoints we mount on collections (withRoutes). */
export const OWN_ENDPOINT = 'nexoviaEndpoint'
const STATE_CHANGING_METHODS = new Set(['post', 'patch', 'put', 'delete'])

/** Payload's own routes answer a bad id or query string 400/404 instead of a database error's 500. */
const refuseBadReads =
  (original: PayloadHandler, hasIdParam: boolean): PayloadHandler =>
  async (req) => {
    const problem = restReadProblem(req, hasIdParam)
    if (problem) return problem === 'errors.notFound' ? notFound(req) : apiError(400, { message: problem })
    try {
      return await original(req)
    } catch (error) {
      if (!isBadQueryError(error)) throw error
      req.payload.logger.warn(
        `REST query refused by the database: ${req.method} ${new URL(req.url ?? '', 'http://x').pathname}`,
      )
      return apiError(400, { message: 'errors.invalidInput' })
    }
  }

/** The staff session cookie (Payload's own, `cookiePrefix` = nexovia-admin). */
const carriesStaffCookie = (req: PayloadRequest) =>
  (req.headers.get('cookie') ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${req.payload.config.cookiePrefix}-token=`))

/**
 * A staff session changes nothing from another site's page: a form on evil.example posting to
 * /api/admins with the staff cookie is refused (403) before Payload reads the cookie. SameSite=Lax
 * alone would let a sibling subdomain or another port of the same host through.
 */
const refuseForeignStaffWrites =
  (original: PayloadHandler): PayloadHandler =>
  (req) =>
    carriesStaffCookie(req) && isForeignBrowserRequest(req)
      ? apiError(403, { message: 'errors.forbiddenOrigin' })
      : original(req)

const notFound: PayloadHandler = () => apiError(404, { message: 'errors.notFound' })
const forbidden = () => apiError(403, { message: 'errors.forbidden' })

/** Payload registers /versions routes on every collection and global; without versions they 500. */
const isVersionsRoute = (endpoint: Endpoint) => endpoint.path.startsWith('/versions')

const staffOnlyAccess =
  (original?: Access): Access =>
  (args) =>
    isStaffUser(args.req.user) ? (original ? original(args) : true) : false

const staffOnlyHandler =
  (original: PayloadHandler): PayloadHandler =>
  (req) =>
    isStaffUser(req.user) ? original(req) : forbidden()

/**
 * Payload's own REST writes read JSON, or multipart with the fields in `_payload` (the admin
 * panel's forms and uploads). Anything else — text/plain, urlencoded, no type — could only be a
 * cross-site form post or a confused client: 415 before the handler runs.
 */
export const isAcceptedWriteType = (contentType: string | null) =>
  /^(application\/json|multipart\/form-data)\s*(;|$)/i.test(contentType ?? '')

/** The largest JSON body Payload's own REST writes accept (rich text included); ours cap lower. */
const MAX_REST_JSON_BYTES = 1024 * 1024

/**
 * Reads a JSON write's body once, capped, and hands it to Payload as already parsed (Payload's
 * parser skips a request whose body is gone); Payload's own parser would read any size.
 */
async function withCappedJson(req: PayloadRequest, original: PayloadHandler): Promise<Response> {
  if (!isJsonRequest(req)) return original(req)
  const bytes = await readCappedBody(req, MAX_REST_JSON_BYTES)
  if (!bytes) return bodyTooLarge().error
  const decoded = bytes.length ? decodeJson(bytes.toString('utf8')) : { data: {} }
  if (decoded.error) return decoded.error
  const data = decoded.data
  req.data = data as Record<string, unknown>
  req.json = () => Promise.resolve(data)
  // Our endpoints' own reader (parseJsonBody, with its lower cap) gets the same bytes.
  keepReadBody(req, bytes)
  Object.defineProperty(req, 'body', { value: null, configurable: true })
  return original(req)
}

const typedWrites =
  (original: PayloadHandler): PayloadHandler =>
  (req) => {
    if (!isAcceptedWriteType(req.headers.get('content-type'))) {
      return apiError(415, { message: 'errors.unsupportedMediaType' })
    }
    return withCappedJson(req, original)
  }

/** What a walk of a write's data found: a string with a control character (its dotted path), or nesting past the bound. */
export type DataProblem = { path: string; message: 'validation.invalidCharacters' | 'errors.bodyTooDeep' }

/**
 * The first string in `value` that carries a control character, or the first value nested past
 * MAX_BODY_DEPTH. Walked with a stack of its own, not by recursion: the admin panel's multipart
 * form reaches here without passing the JSON depth check, and 30,000 nested arrays must not
 * overflow the call stack.
 */
export function dataProblem(value: unknown): DataProblem | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  while (pending.length) {
    const { value: next, path } = pending.pop() as { value: unknown; path: string[] }
    if (typeof next === 'string' && CONTROL_CHARACTERS.test(next))
      return { path: path.join('.'), message: 'validation.invalidCharacters' }
    if (typeof next !== 'object' || next === null) continue
    if (path.length >= MAX_BODY_DEPTH) return { path: path.join('.'), message: 'errors.bodyTooDeep' }
    // Reversed onto the stack, so that the first key is looked at first.
    for (const [key, child] of Object.entries(next).reverse())
      pending.push({ value: child, path: [...path, key] })
  }
  return undefined
}

/**
 * The shared schemas refuse control characters on our endpoints; this refuses them on every other
 * write (Payload's REST API, the admin panel), where Postgres would otherwise fail on a NUL with a 500.
 */
const rejectControlCharacters =
  (entity: {
    collection?: string
    global?: string
  }): CollectionBeforeValidateHook & GlobalBeforeValidateHook =>
  ({ data, req }) => {
    const problem = dataProblem(data)
    if (problem) throw new ValidationError({ ...entity, errors: [problem], req })
    return data
  }

function harden<T extends Endpoint[] | false>(
  endpoints: T,
  options: { versioned: boolean; internal: boolean; guardReads: boolean },
): T {
  if (!endpoints) return endpoints
  return endpoints.map((endpoint): Endpoint => {
    let handler = endpoint.handler
    if (!options.versioned && isVersionsRoute(endpoint)) handler = notFound
    if (options.internal) handler = staffOnlyHandler(handler)
    // Logout and similar posts carry no body; only a request that sends one must say what it is.
    // Payload's own routes: our endpoints check their callers and read their queries themselves.
    const isPayloadRoute = options.guardReads && endpoint.custom?.[OWN_ENDPOINT] !== true
    if (isPayloadRoute && STATE_CHANGING_METHODS.has(endpoint.method))
      handler = refuseForeignStaffWrites(handler)
    if (isPayloadRoute) handler = refuseBadReads(handler, endpoint.path.includes(':id'))
    if (WRITE_METHODS.has(endpoint.method) && endpoint.custom?.[FORM_BODY] !== true) {
      const inner = handler
      const checked = typedWrites(inner)
      handler = (req) => (req.headers.get('content-length') === '0' || !req.body ? inner(req) : checked(req))
    }
    return { ...endpoint, handler }
  }) as T
}

/**
 * Applied to the sanitized config, so that it also reaches the collections and routes Payload adds
 * itself: versions routes of unversioned collections and globals answer 404, Payload's internal
 * collections are for staff, REST writes must declare a JSON (or the admin's multipart) body, and
 * no write stores a control character.
 */
export function hardenApi(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const internal = INTERNAL_COLLECTIONS.has(collection.slug)
    // Payload answers a collection without routes 501 naming its internal URL: no routes is a 404.
    if (collection.endpoints === false) collection.endpoints = []
    collection.endpoints = harden(collection.endpoints, {
      versioned: Boolean(collection.versions),
      internal,
      guardReads: true,
    })
    collection.hooks.beforeValidate = [
      rejectControlCharacters({ collection: collection.slug }),
      ...(collection.hooks.beforeValidate ?? []),
    ]
    if (internal) {
      for (const operation of ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const) {
        collection.access[operation] = staffOnlyAccess(collection.access[operation])
      }
    }
  }
  for (const global of config.globals) {
    if (INTERNAL_GLOBALS.has(global.slug)) {
      for (const operation of ['read', 'update', 'readVersions'] as const) {
        global.access[operation] = staffOnlyAccess(global.access[operation])
      }
    }
    global.endpoints = harden(global.endpoints, {
      versioned: Boolean(global.versions),
      internal: false,
      guardReads: true,
    })
    global.hooks.beforeValidate = [
      rejectControlCharacters({ global: global.slug }),
      ...(global.hooks.beforeValidate ?? []),
    ]
  }
  config.endpoints = harden(config.endpoints as Endpoint[], {
    versioned: true,
    internal: false,
    guardReads: false,
  }) as typeof config.endpoints
  return config
}
