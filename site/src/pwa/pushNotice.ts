import { sameSitePath } from '../lib/safeRedirect'

/** What a push message asks the worker to show: the cms's PushNotice (services/push/ticketedNotice.ts). */
export type ShownNotice = { title: string; body: string; url: string }

/** A notice's text stays a line or two: a longer one is cut, never shown whole. */
const MAX_TEXT = 300
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '')

/**
 * The notice a push message carries, or null when it carries none. A click opens only a path of this
 * site (the kept trips by default), whatever the message says.
 */
export function noticeOfPush(data: string | undefined, fallbackUrl = '/trips'): ShownNotice | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(data ?? '')
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const field = (name: string) => (name in parsed ? Reflect.get(parsed, name) : undefined)
  const [title, body, url] = [field('title'), field('body'), field('url')]
  if (!text(title)) return null
  const path = typeof url === 'string' ? sameSitePath(url) : null
  return { title: text(title), body: text(body), url: path ?? fallbackUrl }
}
