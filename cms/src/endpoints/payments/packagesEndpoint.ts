import type { Locale } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { activePackages } from '../../services/payments/packages/activePackages'
import { contractEndpoint } from '../contract/contractEndpoint'

/** GET /api/payments/packages/{flights|hotels}?locale=fr: the active packages keyed by id, in that language. */
const packagesOf =
  (kind: 'flight' | 'hotel') =>
  async ({ req, query }: { req: PayloadRequest; query: { locale: Locale } }) =>
    Response.json(await activePackages(req.payload, kind, query.locale), {
      headers: { 'cache-control': 'public, max-age=60' },
    })

export const flightPackagesEndpoint = contractEndpoint(API.flightPackages, { handler: packagesOf('flight') })

export const hotelPackagesEndpoint = contractEndpoint(API.hotelPackages, { handler: packagesOf('hotel') })
