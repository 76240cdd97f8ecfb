import { localizedAirport, type TPlaceType, type TZone } from '@nexovia/content-schema'
import { zoneOf } from '../taxi/zones'
import { foldText, type PlaceEntry } from './placeRanking'

/** A place as the cms stores it (the places collection, the seed's list). */
export type PlaceRow = {
  name: string
  city: string
  address: string
  lat: number
  lng: number
  type: TPlaceType
  code?: string | null
  zone?: TZone | null
}

/** A hotel the site sells: every one is a place the taxi goes to (issue 31), found by its name and city. */
export type HotelRow = { name: string; city: string; address: string; lat: number; lng: number }

/** A stored place with its names in both languages: an airport's French name and city where it has one. */
export function placeEntry(row: PlaceRow): PlaceEntry {
  const french =
    row.type === 'airport' && row.code
      ? localizedAirport({ code: row.code, name: row.name, city: row.city, country: '' }, 'fr')
      : { name: row.name, city: row.city }
  return {
    type: row.type,
    names: { en: row.name, fr: french.name },
    cities: [row.city, french.city],
    code: row.code ?? null,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    zone: row.zone ?? zoneOf(row.lat, row.lng),
  }
}

/** The address a hotel is shown with: its street address, with the city when the address omits it. */
const hotelAddress = (hotel: HotelRow) =>
  foldText(hotel.address).includes(foldText(hotel.city)) ? hotel.address : `${hotel.address}, ${hotel.city}`

/**
 * The hotels sold that are not already among the places: one whose name starts the other's
 * ("Kempinski Hotel Gold Coast City [Accra]") is listed once, as the place.
 */
export function soldHotelEntries(places: readonly PlaceRow[], hotels: readonly HotelRow[]): PlaceEntry[] {
  const listed = places.filter((place) => place.type === 'hotel').map((place) => foldText(place.name))
  const isListed = (name: string) => listed.some((place) => place.startsWith(name) || name.startsWith(place))
  return hotels
    .filter((hotel) => !isListed(foldText(hotel.name)))
    .map((hotel) => placeEntry({ ...hotel, address: hotelAddress(hotel), type: 'hotel' }))
}
