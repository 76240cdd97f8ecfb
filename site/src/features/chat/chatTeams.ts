import { isLocale } from '@nexovia/content-schema'
import type { APIRoute } from 'astro'
import { readSupportTeams } from './supportTeams'

/**
 * GET `?locale=fr`: the support teams and the one schedule of support hours for the chat card, read
 * from the cms and checked by the shared schema here, so the card's script stays free of zod. The
 * built-in ones when the cms is out of reach.
 */
export const GET: APIRoute = async ({ url }) => {
  const requested = url.searchParams.get('locale')
  const locale = isLocale(requested) ? requested : 'en'
  const { teams, supportHours } = await readSupportTeams(locale)
  return Response.json({ teams, supportHours }, { headers: { 'cache-control': 'no-cache' } })
}
