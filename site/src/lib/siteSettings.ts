import { type Locale, ZSiteSettings } from '@nexovia/content-schema'
import { CmsUnavailableError, getJson } from './cms'

/** Cache tag the cms purges when an administrator saves the site settings. */
export const SETTINGS_CACHE_TAG = 'site-settings'

export type SocialLink = { network: string; url: string }

export type SiteSettings = {
  phones: { us: string; ci: string }
  email: string
  address: string
  whatsapp: string | null
  bookingHost: string | null
  socialLinks: SocialLink[]
  /** Marketing figures by key ("trips", "rating"...), with the label in the page's language. */
  figures: Record<string, { value: string; label: string }>
}

const isWebUrl = (url: string): boolean => /^https?:\/\/[^/]/.test(url)

/** The contact details and figures in one language, or null when the cms cannot answer. */
export async function getSiteSettings(locale: Locale): Promise<SiteSettings | null> {
  try {
    const body = await getJson(`/api/globals/site-settings?locale=${locale}&depth=0`)
    const parsed = ZSiteSettings.safeParse(body)
    if (!parsed.success) throw new CmsUnavailableError('cms site settings have an unexpected shape')
    const settings = parsed.data
    return {
      phones: settings.phones,
      email: settings.email,
      address: settings.address,
      whatsapp: settings.whatsapp ?? null,
      bookingHost: settings.bookingHost && isWebUrl(settings.bookingHost) ? settings.bookingHost : null,
      // A placeholder such as '#' would be a link that goes nowhere: only real addresses are shown.
      socialLinks: settings.socialLinks.filter((link) => isWebUrl(link.url)),
      figures: Object.fromEntries(
        settings.marketingFigures.map((figure) => [figure.key, { value: figure.value, label: figure.label }]),
      ),
    }
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[settings] ${error.message}`)
    return null
  }
}

/** A phone number as a tel: link target ("+1 617 555 0142" → "tel:+16175550142"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A WhatsApp chat link for a phone number. */
export const whatsappHref = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`
