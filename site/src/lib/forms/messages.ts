import type { UiKey } from '@nexovia/content-schema/i18n/keys'

/** The UI strings an island needs, already in the page's language (the dictionaries stay on the server). */
export type Messages<K extends UiKey = UiKey> = Readonly<Record<K, string>>

type Params = Readonly<Record<string, string | number>>
/** The values of a message's `{name}` placeholders. */
export type MessageParams = Params

/** The placeholders' values a server sent with its message (`params`), when they are a flat record. */
export function paramsOf(value: unknown): MessageParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  )
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** `{name}` placeholders filled from `params`; one without a value stays as written. */
export const fillParams = (template: string, params?: Params): string =>
  params
    ? template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : placeholder,
      )
    : template

/** An island's `t` over its own keys, handed down to the components that show them. */
export type Translate<K extends UiKey> = (key: K, params?: Params) => string

/** A `t` for an island: fills `{name}` placeholders; an unknown key shows itself. */
export function messagesTranslator<K extends UiKey>(messages: Messages<K>): Translate<K> {
  return (key, params) => fillParams(messages[key] ?? key, params)
}

/** A server-side or test message (a UI key) shown in the island's language, or the fallback. */
export function messageOr<K extends UiKey>(
  messages: Messages<K>,
  key: string | undefined,
  fallback: K,
): string {
  return key && Object.hasOwn(messages, key) ? messages[key as K] : messages[fallback]
}
