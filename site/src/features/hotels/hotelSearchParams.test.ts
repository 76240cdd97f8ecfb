import { describe, expect, it } from 'vitest'
import { readHotelFilters, readHotelStay, selectRoomHref, sliderBound } from './hotelSearchParams'

const STAY = 'location=Abidjan&check_in_date=2030-03-10&check_out_date=2030-03-13'
const stay = (query: string) => readHotelStay(new URLSearchParams(query))

describe('readHotelStay', () => {
  it('should read the location and the two dates', () => {
    expect(stay(STAY)).toMatchObject({ location: 'Abidjan', checkIn: '2030-03-10', checkOut: '2030-03-13' })
  })

  it('should send the visitor home without a location', () => {
    expect(stay('check_in_date=2030-03-10&check_out_date=2030-03-13')).toBeNull()
  })

  it('should send the visitor home without a check-in date', () => {
    expect(stay('location=Paris&check_out_date=2030-03-13')).toBeNull()
  })

  it('should send the visitor home without a check-out date', () => {
    expect(stay('location=Paris&check_in_date=2030-03-10')).toBeNull()
  })

  it('should send the visitor home for a date that does not exist', () => {
    expect(stay('location=Paris&check_in_date=2030-02-30&check_out_date=2030-03-13')).toBeNull()
  })

  it('should default adults and rooms to 1 when missing', () => {
    expect(stay(STAY)).toMatchObject({ adults: 1, rooms: 1 })
  })

  it('should default adults and rooms to 1 when non-numeric', () => {
    expect(stay(`${STAY}&num_adults=two&num_rooms=1.5`)).toMatchObject({ adults: 1, rooms: 1 })
  })

  it('should keep numeric adults and rooms', () => {
    expect(stay(`${STAY}&num_adults=3&num_rooms=2`)).toMatchObject({ adults: 3, rooms: 2 })
  })

  it('should bring zero rooms up to one', () => {
    expect(stay(`${STAY}&num_rooms=0`)).toMatchObject({ rooms: 1 })
  })
})

describe('sliderBound', () => {
  it('should keep a whole amount within the range', () => {
    expect(sliderBound('350')).toBe(350)
  })

  it('should stop at 2000 above the range', () => {
    expect(sliderBound('9000')).toBe(2000)
  })

  it('should stop at 0 below the range', () => {
    expect(sliderBound(-5)).toBe(0)
  })

  it('should read an unreadable value as the top of the range', () => {
    expect(sliderBound('cheap')).toBe(2000)
  })

  it('should read a missing value as the top of the range', () => {
    expect(sliderBound(null)).toBe(2000)
  })
})

describe('readHotelFilters', () => {
  it('should default to price order, all stars and the whole slider', () => {
    expect(readHotelFilters(new URLSearchParams(''))).toEqual({ sort: 'price', stars: 'all', maxPrice: 2000 })
  })

  it('should read the sort, the stars and the slider bound', () => {
    expect(readHotelFilters(new URLSearchParams('sort=rating&stars=4&max_price=300'))).toEqual({
      sort: 'rating',
      stars: 4,
      maxPrice: 300,
    })
  })

  it('should ignore a star rating the panel does not offer', () => {
    expect(readHotelFilters(new URLSearchParams('stars=1')).stars).toBe('all')
  })
})

describe('selectRoomHref', () => {
  it('should carry the hotel, the dates, the adults and the rooms to the payment page', () => {
    const chosen = readHotelStay(new URLSearchParams(`${STAY}&num_adults=2&num_rooms=3`))!
    expect(selectRoomHref('/fr/payment', 17, chosen)).toBe(
      '/fr/payment?hotel_id=17&check_in_date=2030-03-10&check_out_date=2030-03-13&num_adults=2&num_rooms=3',
    )
  })

  it("should send a supplier's signed rate alone: it carries the stay and the price the checkout checks", () => {
    const chosen = readHotelStay(new URLSearchParams(`${STAY}&num_adults=2`))!
    expect(
      selectRoomHref('/payment', 'duffel_acc_1', chosen, {
        roomTypeId: 'room-0',
        ratePlanId: 'sr_e30+x',
      }),
    ).toBe('/payment?stay_rate=sr_e30%2Bx')
  })
})
