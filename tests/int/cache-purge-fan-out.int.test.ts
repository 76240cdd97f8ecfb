/**
 * Publishing in the cms drops the site's cached pages that show it: each hook names the cache tags
 * (content-schema's CACHE_TAGS) to a stand-in site that records what it is told.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CACHE_TAGS, COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'
import { samples } from '../fixtures/samples.ts'

type Call = { path: string | undefined; secret: string | undefined; body: unknown }

let payload: Payload
let site: Server
const calls: Call[] = []
const createdAirports: (number | string)[] = []
const environment = { SITE_URL: process.env.SITE_URL, REVALIDATE_SECRET: process.env.REVALIDATE_SECRET }

beforeAll(async () => {
  site = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      calls.push({
        path: request.url,
        secret: request.headers['x-revalidate-secret'] as string | undefined,
        body: JSON.parse(body),
      })
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  process.env.SITE_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  process.env.REVALIDATE_SECRET = 'int-revalidate-secret'
  payload = await testPayload()
})

afterEach(async () => {
  for (const id of createdAirports.splice(0)) {
    await payload.delete({ collection: COLLECTION_SLUGS.airports, id })
  }
  calls.length = 0
})

afterAll(async () => {
  Object.assign(process.env, environment)
  await new Promise((resolve) => site.close(resolve))
})

describe('site cache invalidation', () => {
  it('should tell the site to drop the pages tagged airports when an airport is saved', async () => {
    const airport = await payload.create({ collection: COLLECTION_SLUGS.airports, data: samples.airports() })
    createdAirports.push(airport.id)
    expect(calls).toEqual([
      { path: '/_cache/invalidate', secret: 'int-revalidate-secret', body: { tags: [CACHE_TAGS.airports] } },
    ])
  })
})
