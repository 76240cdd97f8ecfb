import { amenitiesForStars, CITY_CENTRES, foldText, greatCircleKm } from '@nexovia/content-schema'
import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Fields the hotel's other fields decide, so an editor cannot contradict them: amenities by star
 * rating (spec 02 §9), the distance from the city centre from the coordinates, and the folded
 * name and city that the search matches whatever the case and accents, and the "from" price
 * (the lowest room type's base rate).
 */
export const deriveHotelFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  const centre = CITY_CENTRES[merged.city as string]
  const hasPosition = typeof merged.lat === 'number' && typeof merged.lng === 'number'
  const roomRates = ((merged.roomTypes ?? []) as { pricePerNight?: number | null }[])
    .map((roomType) => roomType.pricePerNight)
    .filter((rate): rate is number => typeof rate === 'number')
  return {
    ...data,
    pricePerNight: roomRates.length ? Math.min(...roomRates) : (merged.pricePerNight ?? null),
    amenities: amenitiesForStars(Number(merged.stars)),
    distanceFromCentreKm:
      centre && hasPosition
        ? Math.round(greatCircleKm(centre, { lat: merged.lat, lng: merged.lng }) * 10) / 10
        : null,
    searchText: foldText(`${merged.name ?? ''} ${merged.city ?? ''}`),
  }
}
