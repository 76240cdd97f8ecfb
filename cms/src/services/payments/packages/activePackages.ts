import { COLLECTION_SLUGS, type Locale, type TPackageList } from '@nexovia/content-schema'
import type { Payload } from 'payload'

/** The active packages of one kind, cheapest first, keyed by id, in the reader's language. */
export async function activePackages(
  payload: Payload,
  kind: 'flight' | 'hotel',
  locale: Locale,
): Promise<TPackageList> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.packages,
    where: { kind: { equals: kind }, isActive: { equals: true } },
    locale,
    sort: 'basePrice',
    pagination: false,
    depth: 0,
  })
  return Object.fromEntries(
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
}
