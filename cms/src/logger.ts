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

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/g
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * The text with every control character written as an escape ("\\n", "\\u0007"): a traveller's
 * name holding a line feed would otherwise start a forged line in the log as printed (pretty or
 * tailed), one an operator could not tell from the cms's own.
 */
export const encodeControlCharacters = (text: string): string =>
  text.replace(
    ANY_CONTROL_CHARACTER,
    (character) => ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/** What is written of a message: its secrets redacted, its control characters encoded. */
const logged = (text: string): string => encodeControlCharacters(redactSecrets(text))

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
    message: logged(error.message),
    // The stack's first line repeats the message: encoded there too, its own line breaks kept.
    stack: redactSecrets((error.stack ?? '').replace(error.message, encodeControlCharacters(error.message))),
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause, depth + 1) }),
  } as SerializedError
}

/** An object logged with its own `msg`: that message written as a string argument would be. */
const withLoggedMessage = (arg: unknown): unknown => {
  const message = (arg as { msg?: unknown } | null)?.msg
  return typeof message === 'string' ? { ...(arg as object), msg: logged(message) } : arg
}

/**
 * The cms's pino options: Payload logs failed requests as `{ err }`; this serializer and the
 * message hook redact them (and any string message) before they are written.
 */
export const loggerOptions: LoggerOptions = {
  serializers: { err: serializeError, error: serializeError },
  hooks: {
    logMethod(args, method) {
      const redacted = args.map((arg) => (typeof arg === 'string' ? logged(arg) : withLoggedMessage(arg)))
      // Given only { err }, pino would print the error's raw message as the line's msg.
      const [first] = args as unknown[]
      const error = (first as { err?: unknown } | undefined)?.err
      if (args.length === 1 && error instanceof Error && !(first as { msg?: unknown }).msg) {
        redacted.push(logged(error.message))
      }
      return method.apply(this, redacted as Parameters<typeof method>)
    },
  },
}

/** Payload's `logger` setting: these options, printed as Payload prints by default. */
export const payloadLogger = { options: loggerOptions, destination: defaultLoggerOptions }
