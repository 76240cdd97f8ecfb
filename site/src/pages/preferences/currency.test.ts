import type { APIContext } from 'astro'
import { describe, expect, it } from 'vitest'
import { GET } from './currency'

/** The route's answer and the cookies it set, for an address as a browser would send it. */
async function choose(query: string) {
  const set: Record<string, string> = {}
  const context = {
    url: new URL(`http://localhost:4321/preferences/currency?${query}`),
    cookies: {
      set: (name: string, value: string) => {
        set[name] = value
      },
    },
  } as unknown as APIContext
  const answer = await GET(context)
  return { status: answer.status, location: answer.headers.get('location'), set }
}

describe('GET /preferences/currency', () => {
  it('should store a currency the site shows and open the same page again', async () => {
    const { status, location, set } = await choose('currency=XOF&path=/fr/flights?origin=JFK')
    expect([status, location, Object.values(set)]).toEqual([303, '/fr/flights?origin=JFK', ['XOF']])
  })

  it('should store nothing for a currency the site does not show, nor for one with a NUL byte', async () => {
    const answers = await Promise.all([choose('currency=BTC&path=/'), choose('currency=XOF%00&path=/')])
    expect(answers.map(({ status, set }) => [status, Object.keys(set).length])).toEqual([
      [303, 0],
      [303, 0],
    ])
  })

  it('should never lead off the site, whatever path is asked', async () => {
    const forged = ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']
    const locations = await Promise.all(
      forged.map(async (path) => (await choose(`currency=USD&path=${encodeURIComponent(path)}`)).location),
    )
    for (const location of locations) expect(location).toMatch(/^\/(?![/\\])/)
  })
})
