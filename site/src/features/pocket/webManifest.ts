import { createTranslator, type Locale } from '@nexovia/content-schema'
import { localizedPath } from '../../lib/urls'
import { APP_COLOURS } from './appColours'
import { APP_ICONS } from './appIcons'

/** Where each language's manifest is served: the layout links the page's own. */
export const manifestPath = (locale: Locale) => localizedPath('/manifest.webmanifest', locale)

/** The web app manifest of one language: the installed site opens on that language's home page. */
export function webManifest(locale: Locale) {
  const t = createTranslator(locale)
  const home = localizedPath('/', locale)
  return {
    id: home,
    name: t('meta.siteName'),
    short_name: t('meta.siteName'),
    description: t('pocket.appDescription'),
    lang: locale,
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: APP_COLOURS.theme,
    background_color: APP_COLOURS.background,
    icons: APP_ICONS,
  }
}

/** The manifest as an answer: not personal, so any cache may keep it for a day. */
export function webManifestResponse(locale: Locale): Response {
  return new Response(JSON.stringify(webManifest(locale)), {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=86400' },
  })
}
