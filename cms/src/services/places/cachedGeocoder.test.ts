import type { TPlaceSuggestion } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { cachedGeocoder } from './cachedGeocoder'
import type { Geocoder } from './geocoder'

const place = (name: string): TPlaceSuggestion => ({
  place_name: name,
  text: name,
  center: [-0.17, 5.6],
  relevance: 1,
  zone: 'west-africa',
  source: 'remote',
})

/** A geocoder that records what it was asked and answers from `answer`. */
function recordingGeocoder(answer: (query: string) => Promise<TPlaceSuggestion[]>) {
  const asked: string[] = []
  const geocoder: Geocoder = {
    forward: (query, limit) => {
      asked.push(`${query}/${limit}`)
      return answer(query)
    },
  }
  return { asked, geocoder }
}

const clock = () => {
  let time = 0
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('cachedGeocoder', () => {
  it('should ask once for the same query typed twice', async () => {
    const { asked, geocoder } = recordingGeocoder(async (query) => [place(query)])
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 10 })
    await cached.forward('Osu', 3)
    await cached.forward('  osu ', 3)
    expect(asked).toEqual(['Osu/3'])
  })

  it('should ask again once forgotten', async () => {
    const { asked, geocoder } = recordingGeocoder(async (query) => [place(query)])
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 10 })
    await cached.forward('Osu', 3)
    cached.forget()
    await cached.forward('Osu', 3)
    expect(asked).toEqual(['Osu/3', 'Osu/3'])
  })

  it('should answer the cached places', async () => {
    const { geocoder } = recordingGeocoder(async (query) => [place(query)])
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 10 })
    await cached.forward('Osu', 3)
    expect(await cached.forward('OSU', 3)).toEqual([place('Osu')])
  })

  it('should ask again for another limit', async () => {
    const { asked, geocoder } = recordingGeocoder(async (query) => [place(query)])
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 10 })
    await cached.forward('Osu', 3)
    await cached.forward('Osu', 1)
    expect(asked).toEqual(['Osu/3', 'Osu/1'])
  })

  it('should ask again once the answer is older than the time to live', async () => {
    const time = clock()
    const { asked, geocoder } = recordingGeocoder(async (query) => [place(query)])
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 10, now: time.now })
    await cached.forward('Osu', 3)
    time.advance(1000)
    await cached.forward('Osu', 3)
    expect(asked).toEqual(['Osu/3', 'Osu/3'])
  })

  it('should ask again after a failure', async () => {
    let calls = 0
    const { asked, geocoder } = recordingGeocoder(async (query) => {
      calls += 1
      if (calls === 1) throw new Error('Mapbox is down')
      return [place(query)]
    })
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 10 })
    await cached.forward('Osu', 3).catch(() => [])
    expect([await cached.forward('Osu', 3), asked.length]).toEqual([[place('Osu')], 2])
  })

  it('should share one request between simultaneous identical lookups', async () => {
    const { asked, geocoder } = recordingGeocoder(async (query) => [place(query)])
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 10 })
    await Promise.all([cached.forward('Osu', 3), cached.forward('osu', 3)])
    expect(asked).toEqual(['Osu/3'])
  })

  it('should drop the least recently used answer beyond the most entries', async () => {
    const { asked, geocoder } = recordingGeocoder(async (query) => [place(query)])
    const cached = cachedGeocoder(geocoder, { ttlMs: 1000, maxEntries: 2 })
    await cached.forward('Osu', 3)
    await cached.forward('Plateau', 3)
    await cached.forward('Osu', 3) // Osu is now the most recent; Plateau the least
    await cached.forward('Almadies', 3)
    await cached.forward('Osu', 3)
    await cached.forward('Plateau', 3)
    expect(asked).toEqual(['Osu/3', 'Plateau/3', 'Almadies/3', 'Plateau/3'])
  })
})
