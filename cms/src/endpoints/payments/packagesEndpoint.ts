import { COLLECTION_SLUGS, type Locale, type TPackageList } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { contractEndpoint } from '../contract/contractEndpoint'

/** GET /api/payments/packages/{flights|hotels}?locale=fr: the active packages keyed by id, in that language. */
const packagesOf =
  (kind: 'flight' | 'hotel') =>
  async (req: PayloadRequest, locale: Locale): Promise<Response> => {
    const { docs } = await req.payload.find({
      collection: COLLECTION_SLUGS.packages,
      where: { kind: { equals: kind }, isActive: { equals: true } },
      locale,
      sort: 'basePrice',
      pagination: false,
      depth: 0,
    })
    const list: TPackageList = Object.fromEntries(
      docs.map((item) => [
        String(item.id),
        {
          id: item.id,
          kind: item.kind,
          name: item.name,
          description: item.description ?? null,
          base_price: item.basePrice,
          currency: item.currency,
        },
      ]),
    )
    return Response.json(list, { headers: { 'cache-control': 'public, max-age=60' } })
  }

export const flightPackagesEndpoint = contractEndpoint(API.flightPackages, {
  handler: ({ req, query }) => packagesOf('flight')(req, query.locale),
})

export const hotelPackagesEndpoint = contractEndpoint(API.hotelPackages, {
  handler: ({ req, query }) => packagesOf('hotel')(req, query.locale),
})
