import { IP_LOOKUP_TIMEOUT_MS } from '@nexovia/content-schema/chat/constants'

const COUNTRY_CODE = /^[A-Z]{2}$/
/** Country headers that CDNs and proxies in front of the site add (Cloudflare, CloudFront, Vercel, nginx geoip). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code']

/** A two-letter code, upper-cased, or null ("XX" and "T1" are Cloudflare's unknown and Tor). */
export function normalizeCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? ''
  return COUNTRY_CODE.test(code) && code !== 'XX' && code !== 'T1' ? code : null
}

/** The country a proxy in front of the site already determined, if any. */
export function countryFromHeaders(headers: Headers): string | null {
  for (const name of COUNTRY_HEADERS) {
    const country = normalizeCountry(headers.get(name))
    if (country) return country
  }
  return null
}

/** Asks a geolocation service (`{ip}` in the template) for an address's country, as plain text. */
export async function lookupCountry(template: string, ip: string): Promise<string | null> {
  try {
    const response = await fetch(template.replace('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS),
    })
    return response.ok ? normalizeCountry(await response.text()) : null
  } catch (error) {
    console.warn(`[chat] country lookup failed: ${String(error)}`)
    return null
  }
}
