import { describe, expect, it } from 'vitest'
import { messageAt } from '../test-support.ts'
import { ZHotelSearchQuery } from './hotel-search.ts'

const query = { location: ' Abidjan ', checkIn: '2026-03-10', checkOut: '2026-03-14' }

describe('ZHotelSearchQuery', () => {
  it('should accept a search and default to 1 adult in 1 room', () => {
    expect(ZHotelSearchQuery.parse(query)).toEqual({
      location: 'Abidjan',
      checkIn: '2026-03-10',
      checkOut: '2026-03-14',
      adults: 1,
      children: 0,
      rooms: 1,
    })
  })

  it('should fall back to 1 room when the value is not a number', () => {
    expect(ZHotelSearchQuery.parse({ ...query, rooms: 'two' }).rooms).toBe(1)
  })

  it('should require the destination', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, location: ' ' }, 'location')).toBe(
      'validation.locationRequired',
    )
  })

  it('should require the check-in date', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, checkIn: undefined }, 'checkIn')).toBe(
      'validation.dateRequired',
    )
  })

  it('should refuse a check-out on the check-in day', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, checkOut: '2026-03-10' }, 'checkOut')).toBe(
      'validation.checkOutBeforeCheckIn',
    )
  })

  it('should refuse 10 rooms', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, rooms: '10' }, 'rooms')).toBe('validation.roomsRange')
  })
})
