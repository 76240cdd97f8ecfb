import { GLOBAL_SLUGS } from '@nexovia/content-schema'
import { getJson, type RawDoc, text } from './cms'

/** The external booking site from the site-settings global, when it is a valid http(s) address. */
export async function getBookingHost(): Promise<string | null> {
  const body = (await getJson(`/api/globals/${GLOBAL_SLUGS.siteSettings}?depth=0`)) as RawDoc
  const host = text(body.bookingHost)
  if (!host || !URL.canParse(host)) return null
  const url = new URL(host)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
}
