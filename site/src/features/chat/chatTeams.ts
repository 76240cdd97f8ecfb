import { GLOBAL_SLUGS, isLocale } from '@nexovia/content-schema'
import type { APIRoute } from 'astro'
import { getJson } from '../../lib/cms'
import { teamsFromCms } from './supportTeams'

/**
 * GET `?locale=fr`: the support teams for the chat card, read from the cms and checked by the shared
 * schema here, so the card's script stays free of zod. The built-in teams when the cms is out of reach.
 */
export const GET: APIRoute = async ({ url }) => {
  const requested = url.searchParams.get('locale')
  const locale = isLocale(requested) ? requested : 'en'
  const body = await getJson(`/api/globals/${GLOBAL_SLUGS.supportTeams}?locale=${locale}&depth=0`).catch(
    () => null,
  )
  return Response.json({ teams: teamsFromCms(body, locale) }, { headers: { 'cache-control': 'no-cache' } })
}
