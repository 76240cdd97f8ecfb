import { API } from '@nexovia/content-schema/api/endpoints'
import { activePackages } from '../../services/payments/packages/activePackages'
import { contractEndpoint } from '../contract/contractEndpoint'

const CACHEABLE = { 'cache-control': 'public, max-age=60' } as const

/** GET /api/payments/packages/flights?locale=fr: the active flight packages keyed by id, in that language. */
export const flightPackagesEndpoint = contractEndpoint(API.flightPackages, {
  handler: async ({ req, query }) =>
    Response.json(await activePackages(req.payload, 'flight', query.locale), { headers: CACHEABLE }),
})

/** GET /api/payments/packages/hotels?locale=fr: the same for stays. */
export const hotelPackagesEndpoint = contractEndpoint(API.hotelPackages, {
  handler: async ({ req, query }) =>
    Response.json(await activePackages(req.payload, 'hotel', query.locale), { headers: CACHEABLE }),
})
