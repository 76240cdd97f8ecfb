import { describe, expect, it } from 'vitest'
import { photoOf, roomOffers } from './room-offers.ts'

const roomType = (id: string, rooms: number, pricePerNight: number) => ({
  id,
  name: id,
  beds: '1 bed',
  rooms,
  maxAdults: 2,
  maxChildren: 0,
  pricePerNight,
  ratePlans: [
    { id: `${id}-flex`, isRefundable: true, freeCancellationHours: 24 },
    { id: `${id}-saver`, isRefundable: false, priceAdjustmentPercent: -10 },
  ],
})

const stay = { checkIn: '2027-06-14', checkOut: '2027-06-16' }

describe('roomOffers', () => {
  it('should leave out a room type without enough rooms on its fullest night, cheapest type first', () => {
    const offers = roomOffers(
      {
        roomTypes: [roomType('suite', 2, 30_000), roomType('full', 1, 5_000), roomType('double', 3, 10_000)],
      },
      { stay, party: { adults: 2, rooms: 1 }, taken: new Map([['full', 1]]) },
    )
    expect(offers.map((offer) => [offer.id, offer.rooms_left])).toEqual([
      ['double', 3],
      ['suite', 2],
    ])
  })

  it('should price every plan for the stay, cheapest first, with its policy', () => {
    const [offer] = roomOffers(
      { roomTypes: [roomType('double', 3, 10_000)] },
      { stay, party: { adults: 1, rooms: 1 }, taken: new Map() },
    )
    expect(offer!.rate_plans).toEqual([
      expect.objectContaining({ id: 'double-saver', total_price: 18_000, free_cancellation_hours: null }),
      expect.objectContaining({ id: 'double-flex', total_price: 20_000, free_cancellation_hours: 24 }),
    ])
  })
})

describe('photoOf', () => {
  it("should list the image's sizes and its original in the srcset", () => {
    const photo = photoOf({
      url: '/media/a.jpg',
      alt: 'Pool',
      width: 1600,
      height: 1000,
      sizes: { card: { url: '/media/a-480.jpg', width: 480 }, empty: { url: null, width: null } },
    })
    expect(photo?.srcset).toBe('/media/a-480.jpg 480w, /media/a.jpg 1600w')
  })
})
