import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZHotelSearchQuery } from './search.ts'

// Stays are bounded from today: the dates below are read on a fixed day.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-02-20T12:00:00Z'))
})
afterAll(() => {
  vi.useRealTimers()
})

const query = { location: ' Abidjan ', check_in_date: '2026-03-10', check_out_date: '2026-03-14' }

describe('ZHotelSearchQuery', () => {
  it('should accept a search and default to 1 adult in 1 room, any stars, the whole slider, by price', () => {
    expect(ZHotelSearchQuery.parse(query)).toEqual({
      location: 'Abidjan',
      check_in_date: '2026-03-10',
      check_out_date: '2026-03-14',
      num_adults: 1,
      num_children: 0,
      num_rooms: 1,
      stars: 'all',
      min_price: 0,
      max_price: 2000,
      sort: 'price',
      locale: 'en',
    })
  })

  it('should fall back to 1 room when the value is not a number', () => {
    expect(ZHotelSearchQuery.parse({ ...query, num_rooms: 'two' }).num_rooms).toBe(1)
  })

  it('should read a star filter from the query string as a number', () => {
    expect(ZHotelSearchQuery.parse({ ...query, stars: '4' }).stars).toBe(4)
  })

  it('should refuse a star filter the panel does not offer', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, stars: 1 }, 'stars')).toBe('validation.invalidOption')
  })

  it('should refuse a price above the slider', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, max_price: 2001 }, 'max_price')).toBe(
      'validation.priceRange',
    )
  })

  it('should require the destination', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, location: ' ' }, 'location')).toBe(
      'validation.locationRequired',
    )
  })

  it('should require the check-in date', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, check_in_date: undefined }, 'check_in_date')).toBe(
      'validation.dateRequired',
    )
  })

  it('should refuse a stay of a hundred years before pricing a night', () => {
    expect(
      messageAt(
        ZHotelSearchQuery,
        { ...query, check_in_date: '2026-03-10', check_out_date: '2126-03-10' },
        'check_out_date',
      ),
    ).toBe('validation.stayTooLong')
  })

  it('should refuse a check-out on the check-in day', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, check_out_date: '2026-03-10' }, 'check_out_date')).toBe(
      'validation.checkOutBeforeCheckIn',
    )
  })

  it('should refuse 10 rooms', () => {
    expect(messageAt(ZHotelSearchQuery, { ...query, num_rooms: '10' }, 'num_rooms')).toBe(
      'validation.roomsRange',
    )
  })
})
