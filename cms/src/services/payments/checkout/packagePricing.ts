import {
  COLLECTION_SLUGS,
  type Locale,
  type TBookingType,
  type TFlightCheckoutRequest,
  type THotelCheckoutRequest,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { packageAmount } from './amounts'
import type { Priced, PricingRefusal } from './bookingDraft'

/*
 * Packages are payments' own product (the Packages collection: a base price per traveller, or per
 * night and room), sold through the flight and the hotel checkouts: priced here, whatever the kind.
 */

const PACKAGE_GONE: PricingRefusal = { status: 404, message: 'paymentErrors.packageNotFound' }

const isPackageId = (id: string | number | undefined): id is string | number => /^\d+$/.test(String(id))

async function findActivePackage(payload: Payload, id: number | string, kind: TBookingType, locale: Locale) {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.packages,
    where: { id: { equals: id }, kind: { equals: kind }, isActive: { equals: true } },
    locale,
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/** Prices a flight package × passengers. */
export async function priceFlightPackage(payload: Payload, request: TFlightCheckoutRequest): Promise<Priced> {
  if (!isPackageId(request.package_id)) return { refusal: PACKAGE_GONE }
  const found = await findActivePackage(payload, request.package_id, 'flight', request.locale)
  if (!found) return { refusal: PACKAGE_GONE }
  return {
    draft: {
      type: 'flight',
      amount: packageAmount(found.basePrice, { kind: 'flight', passengers: request.passengers }),
      currency: found.currency,
      destination: found.name,
      itemName: found.name,
      itemDetails: translate(request.locale, 'paymentMail.item.passengers', { count: request.passengers }),
      packageSale: { package: found.id, passengers: request.passengers },
    },
  }
}

/** Prices a hotel package × nights × rooms. */
export async function priceStayPackage(payload: Payload, request: THotelCheckoutRequest): Promise<Priced> {
  if (!isPackageId(request.package_id)) return { refusal: PACKAGE_GONE }
  const found = await findActivePackage(payload, request.package_id, 'hotel', request.locale)
  if (!found) return { refusal: PACKAGE_GONE }
  const { nights, rooms } = request
  return {
    draft: {
      type: 'hotel',
      amount: packageAmount(found.basePrice, { kind: 'hotel', nights, rooms }),
      currency: found.currency,
      destination: found.name,
      itemName: found.name,
      itemDetails: translate(request.locale, 'paymentMail.item.nightsRooms', { nights, rooms }),
      packageSale: { package: found.id, nights, rooms },
    },
  }
}
