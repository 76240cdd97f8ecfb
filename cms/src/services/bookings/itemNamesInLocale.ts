import { COLLECTION_SLUGS, type Locale, type TBookingType } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { hooksOfKind, type StoredItem } from '../payments/bookingKinds'

type Row = { id: number; type: TBookingType; locale: Locale; itemName: string | null }

/** A package's name in a language (packages are payments' own product, sold by the flight and hotel kinds). */
async function packageNameIn(payload: Payload, bookingId: number, locale: Locale): Promise<string | null> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingPackages,
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 1,
    locale,
  })
  const sold = docs[0]?.package
  return typeof sold === 'object' && sold ? sold.name : null
}

async function itemNameIn(payload: Payload, item: StoredItem & { type: TBookingType }, locale: Locale) {
  const named =
    (await packageNameIn(payload, item.id, locale)) ??
    (await hooksOfKind(item.type).itemNameIn?.(payload, item, locale))
  return named ?? item.itemName
}

/**
 * The rows' item names in the console's language (issue 42): a booking's name was written in its
 * traveller's language at checkout; each kind names it again from what it stored, the stored name
 * kept when it cannot (or fails to: the console still lists the booking).
 */
export async function itemNamesInLocale<R extends Row>(
  payload: Payload,
  rows: R[],
  locale: Locale,
): Promise<R[]> {
  return Promise.all(
    rows.map(async (row) => {
      if (!row.itemName || row.locale === locale) return row
      const item = { id: row.id, type: row.type, locale: row.locale, itemName: row.itemName }
      const itemName = await itemNameIn(payload, item, locale).catch((cause: unknown) => {
        payload.logger.warn(
          `Booking ${row.id}: its item kept as stored (${cause instanceof Error ? cause.name : 'error'})`,
        )
        return row.itemName
      })
      return { ...row, itemName }
    }),
  )
}
