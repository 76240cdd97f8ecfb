import { formatFigure, GLOBAL_SLUGS, type Locale, ZSiteSettings } from '@nexovia/content-schema'
import { CmsUnavailableError, getJson, parseAnswer } from './cms'

export type SocialLink = { network: string; url: string }

export type SiteSettings = {
  phones: { us: string; ci: string }
  email: string
  address: string
  whatsapp: string | null
  /** Percent done of the under-construction services, as editors set it. */
  constructionProgress: { cars: number; activities: number }
  ticketingHours: number
  socialLinks: SocialLink[]
  /** Marketing figures by key ("trips", "rating"...), with the label in the page's language. */
  figures: Record<string, { value: string; label: string }>
}

/** An absolute http(s) address; placeholders such as '#' are links that go nowhere. */
const isWebUrl = (url: string): boolean => {
  const parsed = URL.canParse(url) ? new URL(url) : null
  return parsed?.protocol === 'https:' || parsed?.protocol === 'http:'
}

/** The contact details, social links and figures in one language; throws CmsUnavailableError. */
export async function readSiteSettings(locale: Locale): Promise<SiteSettings> {
  const body = await getJson(`/api/globals/${GLOBAL_SLUGS.siteSettings}?locale=${locale}&depth=0`)
  const settings = parseAnswer(ZSiteSettings, body, 'site settings')
  return {
    phones: settings.phones,
    email: settings.email,
    address: settings.address,
    whatsapp: settings.whatsapp ?? null,
    constructionProgress: settings.constructionProgress,
    ticketingHours: settings.ticketingHours,
    socialLinks: settings.socialLinks.filter((link) => isWebUrl(link.url)),
    figures: Object.fromEntries(
      settings.marketingFigures.map((figure) => [
        figure.key,
        { value: formatFigure(figure.value, locale), label: figure.label },
      ]),
    ),
  }
}

/** The site settings, or null when the cms cannot answer (for parts of a page that can do without). */
export async function getSiteSettings(locale: Locale): Promise<SiteSettings | null> {
  try {
    return await readSiteSettings(locale)
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
