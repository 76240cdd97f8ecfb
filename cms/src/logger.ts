import { defaultLoggerOptions } from 'payload'
import type { LoggerOptions, SerializedError } from 'pino'

/**
 * What must never reach a log: a failed query's parameters (drizzle puts them in the error's
 * message as "params: …", and they hold whatever was written — password hashes and salts
 * included), password hashes, long hex secrets, JSON web tokens, and the payment and map
 * providers' keys (Stripe `sk_…`/`rk_…`/`whsec_…`, Mapbox `pk.…`/`sk.…` and an `access_token=`
 * in a request URL an SDK error may quote).
 */
const SECRETS: [RegExp, string][] = [
  [/params: [\s\S]*?(?=\n\s+at |$)/g, 'params: [redacted]'],
  [/pbkdf2-sha256-v\d+:[0-9a-f]+/gi, '[redacted hash]'],
  [/\b[0-9a-f]{32,}\b/gi, '[redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted token]'],
  [/\b(?:sk|rk|pk)_(?:test|live)_\w+|\bwhsec_\w+/g, '[redacted key]'],
  [/\b[ps]k\.eyJ[\w-]+\.[\w-]+/g, '[redacted key]'],
  [/access_token=[^&\s"']+/g, 'access_token=[redacted]'],
]

/** The text with every secret pattern replaced. */
export const redactSecrets = (text: string): string =>
  SECRETS.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), text)

/** Properties of an error worth logging; query, params and anything else an error carries are not. */
const KEPT_ERROR_FIELDS = ['name', 'code', 'status', 'severity', 'routine', 'column', 'table', 'constraint']

/** An error as pino prints it, with its message, stack and cause chain redacted. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error) || depth > 3) {
    return typeof error === 'string' ? redactSecrets(error) : error
  }
  const record = error as unknown as Record<string, unknown>
  const kept = Object.fromEntries(
    KEPT_ERROR_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
  )
  return {
    type: error.constructor?.name ?? 'Error',
    ...kept,
    message: redactSecrets(error.message),
    stack: redactSecrets(error.stack ?? ''),
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause, depth + 1) }),
  } as SerializedError
}

/**
 * The cms's pino options: Payload logs failed requests as `{ err }`; this serializer and the
 * message hook redact them (and any string message) before they are written.
 */
export const loggerOptions: LoggerOptions = {
  serializers: { err: serializeError, error: serializeError },
  hooks: {
    logMethod(args, method) {
      const redacted = args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg))
      // Given only { err }, pino would print the error's raw message as the line's msg.
      const [first] = args as unknown[]
      const error = (first as { err?: unknown } | undefined)?.err
      if (args.length === 1 && error instanceof Error && !(first as { msg?: unknown }).msg) {
        redacted.push(redactSecrets(error.message))
      }
      return method.apply(this, redacted as Parameters<typeof method>)
    },
  },
}

/** Payload's `logger` setting: these options, printed as Payload prints by default. */
export const payloadLogger = { options: loggerOptions, destination: defaultLoggerOptions }
