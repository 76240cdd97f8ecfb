/**
 * Who may frame a page of the site. Only the draft preview, and only the cms panel (its live
 * preview shows the page beside the editor's form); every other page is framed nowhere.
 */
import { DEFAULT_LOCALE, LOCALES } from '@nexovia/content-schema/core/locales'

/** The draft preview in every language: `/preview`, `/fr/preview`. */
export const PREVIEW_PATHS: readonly string[] = LOCALES.map((locale) =>
  locale === DEFAULT_LOCALE ? '/preview' : `/${locale}/preview`,
)

const LOOPBACK_TWINS: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }

type CmsAddresses = {
  CMS_PUBLIC_URL?: string | undefined
  CMS_URL?: string | undefined
  CMS_PORT?: string | undefined
}

/**
 * The origins of the cms panel as the editor's browser sees it: CMS_PUBLIC_URL when set, else
 * the address the site reaches the cms at, under both loopback names on a development machine
 * (the panel is opened at localhost, the site reaches it at 127.0.0.1).
 */
export function cmsPanelOrigins(env: CmsAddresses): string[] {
  const address = env.CMS_PUBLIC_URL || env.CMS_URL || `http://127.0.0.1:${env.CMS_PORT || 3000}`
  const url = new URL(address)
  const twin = env.CMS_PUBLIC_URL ? undefined : LOOPBACK_TWINS[url.hostname]
  if (!twin) return [url.origin]
  const other = new URL(url.origin)
  other.hostname = twin
  return [url.origin, other.origin]
}

/** The frame-ancestors sources of a path: the panel's origins on the preview, `'none'` anywhere else. */
export function frameAncestorsFor(pathname: string, panelOrigins: readonly string[]): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PREVIEW_PATHS.includes(path) && panelOrigins.length ? panelOrigins.join(' ') : "'none'"
}

/** A policy with its frame-ancestors directive set to these sources (replaced, or added). */
export function withFrameAncestors(policy: string, sources: string): string {
  const others = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors(\s|$)/i.test(directive))
  return [...others, `frame-ancestors ${sources}`].join('; ')
}
