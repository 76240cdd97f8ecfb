import { describe, expect, it } from 'vitest'
import {
  crispCspAdditions,
  hotelPhotoDirectives,
  mapTileDirectives,
  PAGE_DIRECTIVES,
} from './contentSecurityPolicy'

describe('crispCspAdditions', () => {
  it('should allow nothing from Crisp when the widget is off', () => {
    expect(crispCspAdditions(undefined)).toEqual({ scriptResources: [], styleResources: [], directives: [] })
  })

  it("should treat the word 'disabled' as off", () => {
    expect(crispCspAdditions('disabled').scriptResources).toEqual([])
  })

  it("should allow Crisp's script host when a website id is set", () => {
    expect(crispCspAdditions('0c1a2b3c-website-id').scriptResources).toContain('https://client.crisp.chat')
  })

  it("should allow Crisp's messaging socket when a website id is set", () => {
    expect(crispCspAdditions('0c1a2b3c-website-id').directives.join(';')).toContain(
      'wss://client.relay.crisp.chat',
    )
  })
})

describe('PAGE_DIRECTIVES', () => {
  it('should forbid framing the site', () => {
    expect(PAGE_DIRECTIVES).toContain("frame-ancestors 'none'")
  })
})

describe('mapTileDirectives', () => {
  it('should let images come from the map tiles origin only when a tile URL is configured', () => {
    expect([
      mapTileDirectives(undefined),
      mapTileDirectives('https://{s}.tile.example.org/{z}/{x}/{y}.png'),
    ]).toEqual([[], ['img-src https://*.tile.example.org']])
  })
})

describe('hotelPhotoDirectives', () => {
  const photo = (url: string, srcset = '') => ({ url, srcset })

  it("should let images come from the hosts of a supplier's hotel and room photos, each once", () => {
    const hotels = [
      {
        image: photo('https://photos.example.invalid/labadi-shore.jpg'),
        room_types: [{ photos: [photo('https://photos.example.invalid/deluxe-king.jpg')] }],
      },
      { image: null, room_types: [{ photos: [photo('https://cdn.stays.example/room.jpg?w=800')] }] },
    ]
    expect(hotelPhotoDirectives(hotels)).toEqual([
      'img-src https://cdn.stays.example https://photos.example.invalid',
    ])
  })

  it("should add nothing for the cms's own photos, which are same-origin", () => {
    const hotels = [
      {
        image: photo('/api/media/file/meurice.webp', '/api/media/file/meurice-400.webp 400w'),
        room_types: [{ photos: [] }],
      },
    ]
    expect(hotelPhotoDirectives(hotels)).toEqual([])
  })
})
