import { API } from '@nexovia/content-schema/api/endpoints'
import { entryRequirementsFor } from '../../services/content/entryRequirementsFor'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * GET /api/content/entry-requirements/:airport?locale=fr: every nationality group's row of the
 * published guide covering that destination airport (none when no guide does), for the flight
 * search's panel. The same for everyone, so browsers and shared caches keep it a few minutes.
 */
export const destinationEntryRequirementsEndpoint = contractEndpoint(API.destinationEntryRequirements, {
  handler: async ({ req, params, query }) => {
    const found = await entryRequirementsFor(req.payload, {
      destination: params.airport,
      nationalities: [],
      locale: query.locale,
    })
    const entries = (found?.entries ?? []).map(({ nationalities: _nationalities, ...entry }) => entry)
    return Response.json(
      { entries },
      { headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=600' } },
    )
  },
})
