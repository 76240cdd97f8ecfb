import { describe, expect, it } from 'vitest'
import { staticMapTiles, tileOrigin, tilePosition, tileUrl } from './map-tiles.ts'

describe('tilePosition', () => {
  it('should put 0°, 0° at the centre of the world and Accra in its z15 tile by the Web Mercator formula', () => {
    const accra = tilePosition({ lat: 5.6037, lng: -0.187 }, 15)
    expect([tilePosition({ lat: 0, lng: 0 }, 1), Math.floor(accra.x), Math.floor(accra.y)]).toEqual([
      { x: 1, y: 1 },
      16366,
      15873,
    ])
  })
})

describe('staticMapTiles', () => {
  it('should cover a 512 × 256 map centred on a tile corner with 2 × 2 tiles, half its width and all its height each', () => {
    const tiles = staticMapTiles({ lat: 0, lng: 0 }, { zoom: 2, width: 512, height: 256 })
    expect(tiles.map(({ x, y, left, top, width, height }) => [x, y, left, top, width, height])).toEqual([
      [1, 1, 0, -50, 50, 100],
      [2, 1, 50, -50, 50, 100],
      [1, 2, 0, 50, 50, 100],
      [2, 2, 50, 50, 50, 100],
    ])
  })

  it('should wrap tiles around the antimeridian and leave out rows beyond the poles', () => {
    const tiles = staticMapTiles({ lat: 85, lng: 179.9 }, { zoom: 1, width: 256, height: 256 })
    expect(tiles.map(({ x, y }) => [x, y])).toEqual([
      [1, 0],
      [0, 0],
    ])
  })
})

describe('tileUrl and tileOrigin', () => {
  it('should fill an OSM-style template and name its origin with any subdomain', () => {
    const template = 'https://{s}.tile.example.org/{z}/{x}/{y}.png'
    expect([
      tileUrl(template, { z: 15, x: 16366, y: 15873 }),
      tileOrigin(template),
      tileOrigin('ftp://x'),
    ]).toEqual(['https://b.tile.example.org/15/16366/15873.png', 'https://*.tile.example.org', null])
  })
})
