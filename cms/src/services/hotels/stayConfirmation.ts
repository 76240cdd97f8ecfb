import {
  COLLECTION_SLUGS,
  formatClockTime,
  formatDate,
  type Locale,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking, BookingStay } from '../../payload-types'
import type { KindMailParts } from '../mail/mailParts'
import { hotelTimeZone } from './hotelTimeZone'
import { type BookedStay, stayEvent } from './stayCalendar'

const idOf = (value: BookingStay['hotel']): number | null =>
  value == null ? null : typeof value === 'number' ? value : value.id

/** The hotel a booking's stay is in, from its record (none for a supplier's stay or a package). */
async function hotelOf(payload: Payload, bookingId: number): Promise<number | null> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingStays,
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ? idOf(docs[0].hotel) : null
}

/** A hotel booking's stay as its confirmation tells it: the hotel's name, address, times and clock. */
async function bookedStay(payload: Payload, booking: Booking): Promise<BookedStay | null> {
  if (!booking.departureDate || !booking.returnDate) return null
  const hotelId = await hotelOf(payload, booking.id)
  if (!hotelId) return null
  const hotel = await payload.findByID({ collection: COLLECTION_SLUGS.hotels, id: hotelId, depth: 0 })
  return {
    reference: booking.reference ?? '',
    hotelName: hotel.name,
    address: hotel.address,
    checkIn: booking.departureDate.slice(0, 10),
    checkOut: booking.returnDate.slice(0, 10),
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    timeZone: hotelTimeZone(hotel),
  }
}

/** "Saturday, December 26, 2026, from 2:00 PM" / "samedi 26 décembre 2026, à partir de 14 h". */
const dayAt = (day: string, time: string, key: 'mail.stay.from' | 'mail.stay.until', locale: Locale) =>
  `${formatDate(day, locale)}, ${translate(locale, key, { time: formatClockTime(time, locale) })}`

/** A stay's card (the hotel, its days with the hotel's own check-in and check-out times) and its calendar event. */
export async function stayConfirmationParts(
  payload: Payload,
  booking: Booking,
  locale: Locale,
): Promise<KindMailParts | null> {
  const stay = await bookedStay(payload, booking)
  if (!stay) return null
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params)
  const checkIn = dayAt(stay.checkIn, stay.checkInTime, 'mail.stay.from', locale)
  const checkOut = dayAt(stay.checkOut, stay.checkOutTime, 'mail.stay.until', locale)
  return {
    parts: [
      {
        kind: 'card',
        title: t('mail.card.stay'),
        rows: [
          { label: t('mail.row.hotel'), value: `${stay.hotelName}, ${stay.address}` },
          { label: t('mail.row.checkIn'), value: checkIn },
          { label: t('mail.row.checkOut'), value: checkOut },
        ],
        text: [t('mail.line.checkIn', { when: checkIn }), t('mail.line.checkOut', { when: checkOut })],
      },
    ],
    events: [stayEvent(stay, locale)],
  }
}
