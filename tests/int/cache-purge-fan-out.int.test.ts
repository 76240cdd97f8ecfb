/**
 * Publishing in the cms drops the cached pages of every site process: the hook NOTIFYs the cache
 * tags on CACHE_PURGE_CHANNEL once the save commits, and each site process's listener
 * (site/src/server/cachePurgeListener.ts) hears it. A listener that lost its connection drops
 * everything when it is back, since it may have missed a purge.
 */
import { CACHE_TAGS, type CacheTag, COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type CachePurgeListener, listenForCachePurges } from '../../site/src/server/cachePurgeListener.ts'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

type SiteProcess = { name: string; purges: (CacheTag[] | null)[]; listener: CachePurgeListener }

let payload: Payload
let sites: SiteProcess[]
const createdAirports: (number | string)[] = []

function siteProcess(name: string): SiteProcess {
  const purges: (CacheTag[] | null)[] = []
  const listener = listenForCachePurges({
    connectionString: process.env.DATABASE_URL!,
    applicationName: name,
    retryMs: 50,
    onPurge: (tags) => {
      purges.push(tags)
    },
    log: () => {},
  })
  return { name, purges, listener }
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  payload = await testPayload()
  sites = [siteProcess('int-site-a'), siteProcess('int-site-b')]
  await Promise.all(sites.map((site) => site.listener.ready))
})

afterEach(async () => {
  for (const id of createdAirports.splice(0)) {
    await payload.delete({ collection: COLLECTION_SLUGS.airports, id })
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
  for (const site of sites) site.purges.length = 0
})

afterAll(async () => {
  await Promise.all(sites.map((site) => site.listener.stop()))
})

describe('cache purge fan-out', () => {
  it('should drop everything when each site process starts listening', async () => {
    const fresh = siteProcess('int-site-fresh')
    await fresh.listener.ready
    await fresh.listener.stop()
    expect(fresh.purges).toEqual([null])
  })

  it('should tell both site processes to drop the pages tagged airports when an airport is saved', async () => {
    const airport = await payload.create({ collection: COLLECTION_SLUGS.airports, data: samples.airports() })
    createdAirports.push(airport.id)
    await until(() => sites.every((site) => site.purges.length > 0))
    expect(sites.map((site) => site.purges)).toEqual([[[CACHE_TAGS.airports]], [[CACHE_TAGS.airports]]])
  })

  it('should drop everything in the process whose connection was lost, once it is back', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      'int-site-a',
    ])
    await client.end()
    await until(() => sites[0]!.purges.length > 0)
    // Back on its new connection, it hears the next publish like the other.
    const airport = await payload.create({ collection: COLLECTION_SLUGS.airports, data: samples.airports() })
    createdAirports.push(airport.id)
    await until(() => sites.every((site) => site.purges.some((tags) => tags?.includes(CACHE_TAGS.airports))))
    expect(sites.map((site) => site.purges)).toEqual([[null, [CACHE_TAGS.airports]], [[CACHE_TAGS.airports]]])
  })
})
