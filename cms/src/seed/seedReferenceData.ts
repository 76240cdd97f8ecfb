import { AIRPORTS, PLACES } from '@nexovia/content-schema'
import type { CollectionSlug } from 'payload'
import { DRIVERS } from './data/drivers'
import type { SeedArgs } from './types'

/** Airports, taxi places and drivers, matched on their natural key so that a re-run adds only what is missing. */
export async function seedReferenceData(args: SeedArgs): Promise<void> {
  await createMissing(args, { collection: 'airports', key: 'code', records: AIRPORTS })
  await createMissing(args, { collection: 'places', key: 'name', records: PLACES })
  await createMissing(args, { collection: 'drivers', key: 'licensePlate', records: DRIVERS })
}

type MissingOptions<T> = { collection: CollectionSlug; key: keyof T & string; records: readonly T[] }

async function createMissing<T extends Record<string, unknown>>(
  { payload, req }: SeedArgs,
  { collection, key, records }: MissingOptions<T>,
): Promise<void> {
  const existing = await payload.find({ collection, pagination: false, select: { [key]: true }, req })
  const known = new Set(existing.docs.map((doc) => (doc as unknown as Record<string, unknown>)[key]))
  const missing = records.filter((record) => !known.has(record[key]))
  for (const record of missing) {
    await payload.create({ collection, data: { ...record } as never, req })
  }
  if (missing.length) payload.logger.info(`Seeded ${missing.length} ${collection}`)
}
