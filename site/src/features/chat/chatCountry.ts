import { GEOIP_LOOKUP_URL } from 'astro:env/server'
import type { APIRoute } from 'astro'
import { countryFromHeaders, lookupCountry } from './ipCountry'

/**
 * GET: the visitor's country for chat routing, `{ "country": "US" }` or `{ "country": null }`.
 * Same-origin, so the browser never calls a third party; answers fast when no provider is set.
 */
export const GET: APIRoute = async ({ request, clientAddress }) => {
  const country =
    countryFromHeaders(request.headers) ??
    (GEOIP_LOOKUP_URL ? await lookupCountry(GEOIP_LOOKUP_URL, clientAddress) : null)
  return Response.json({ country }, { headers: { 'cache-control': 'private, no-store' } })
}
