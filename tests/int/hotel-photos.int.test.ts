/** A hotel's photo on its card: the media collection's webp image sizes, as a srcset the card uses. */
import type { THotelResult, THotelSearchResponse } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, uniqueIp } from '../fixtures/api.ts'
import { addDays, nextOccurrence } from '../fixtures/dates.ts'
import { testPayload } from '../fixtures/payload.ts'

const checkIn = nextOccurrence(4, 14)
let payload: Payload

/** A 1200×800 photo, as an editor would upload one. */
async function photoFile() {
  const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8734a' } })
    .jpeg()
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: 'lutetia-front.jpg', size: data.length }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('a hotel photo', () => {
  it('should be resized into webp copies that the search lists as a srcset, with its size', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'The Lutetia on boulevard Raspail' },
      file: await photoFile(),
    })
    const { docs } = await payload.find({
      collection: 'hotels',
      where: { name: { equals: 'Hôtel Lutetia' } },
    })
    await payload.update({ collection: 'hotels', id: docs[0]!.id, data: { image: media.id } })

    const response = await callApi('/hotels/data/search-location', {
      method: 'POST',
      body: { location: 'Hotel Lutetia', check_in_date: checkIn, check_out_date: addDays(checkIn, 2) },
      ip: uniqueIp(),
    })
    const hotel = (response.json as unknown as THotelSearchResponse).data?.suggested_hotels[0] as THotelResult
    expect(hotel.image).toMatchObject({ width: 1200, height: 800 })
    const candidates = hotel.image!.srcset.split(', ')
    // The hero size (1600) is not enlarged past the upload: a 1200 px webp, lighter than the jpeg.
    const webp = candidates.filter((candidate) => /\.webp \d+w$/.test(candidate))
    expect(webp.map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '800w', '1200w'])
    // Two candidates of one width are invalid srcset: the lighter webp stands for the upload.
    expect(candidates).not.toContain(`${hotel.image!.url} 1200w`)
  })
})

describe('the seeded hotels', () => {
  it('should each show a drawn photo with its image sizes, and a photo of the room type', async () => {
    const response = await callApi('/hotels/data/search-location', {
      method: 'POST',
      body: { location: 'Accra', check_in_date: checkIn, check_out_date: addDays(checkIn, 2), locale: 'fr' },
      ip: uniqueIp(),
    })
    const hotels = (response.json as unknown as THotelSearchResponse).data.suggested_hotels
    expect(hotels.length).toBeGreaterThan(0)
    expect(
      hotels.map((hotel) => [
        hotel.image?.srcset.split(', ').length,
        hotel.image?.alt.length ? 'alt' : 'no alt',
        hotel.room_types[0]?.photos.length,
      ]),
      // The 1200 px drawing: its thumbnail, card and (not enlarged) hero sizes, the last as wide as the upload.
    ).toEqual(hotels.map(() => [3, 'alt', 1]))
  })
})
