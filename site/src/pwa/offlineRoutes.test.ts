import { describe, expect, it } from 'vitest'
import { handlingOf, offlineFallback, PRECACHED_PAGES, referencedBuildFiles } from './offlineRoutes'

const ORIGIN = 'https://nexovia.example'
const navigate = (path: string) =>
  handlingOf({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' }, ORIGIN)
const fetchOf = (path: string, method = 'GET') =>
  handlingOf({ url: `${ORIGIN}${path}`, method, mode: 'cors' }, ORIGIN)

describe('what the service worker does with a request', () => {
  it('should leave every API call to the network, prices, quotes, payments and bookings included', () => {
    for (const path of [
      '/api/flights/search',
      '/api/taxi/quotes',
      '/api/payments/status/1',
      '/api/bookings/lookup',
    ]) {
      expect(fetchOf(path)).toEqual({ kind: 'network' })
      expect(fetchOf(path, 'POST')).toEqual({ kind: 'network' })
    }
  })

  it('should leave a request to another origin and a non-GET page to the network', () => {
    expect(handlingOf({ url: 'https://cdn.example/x.js', method: 'GET', mode: 'cors' }, ORIGIN)).toEqual({
      kind: 'network',
    })
    expect(handlingOf({ url: `${ORIGIN}/checkout`, method: 'POST', mode: 'navigate' }, ORIGIN)).toEqual({
      kind: 'network',
    })
  })

  it('should take a search, a quote or a checkout page from the network, the offline page standing in only when it fails', () => {
    expect(navigate('/flight-results?from=JFK&to=ACC')).toEqual({ kind: 'page', fallback: '/offline' })
    expect(navigate('/fr/payment/checkout')).toEqual({ kind: 'page', fallback: '/fr/offline' })
  })

  it('should answer hashed build files and the shell files from its copy when it has one', () => {
    expect(fetchOf('/_astro/ManageBooking.B1x2.js')).toEqual({ kind: 'shell' })
    expect(fetchOf('/icons/icon-192.png')).toEqual({ kind: 'shell' })
    expect(fetchOf('/fr/manifest.webmanifest')).toEqual({ kind: 'shell' })
  })
})

describe('the page that stands in offline', () => {
  it('should be the trips kept on the device for manage-booking, account and the trips page, in their language', () => {
    expect(offlineFallback('/manage-booking')).toBe('/trips')
    expect(offlineFallback('/account')).toBe('/trips')
    expect(offlineFallback('/fr/manage-booking')).toBe('/fr/trips')
    expect(offlineFallback('/fr/account/')).toBe('/fr/trips')
    expect(offlineFallback('/fr/trips')).toBe('/fr/trips')
  })

  it('should be the offline page of the language for a guide or any other page', () => {
    expect(offlineFallback('/destinations/accra')).toBe('/offline')
    expect(offlineFallback('/fr/destinations/accra')).toBe('/fr/offline')
    expect(offlineFallback('/fr')).toBe('/fr/offline')
    expect(offlineFallback('/')).toBe('/offline')
  })

  it('should precache only the offline and trips pages in both languages', () => {
    expect(PRECACHED_PAGES).toEqual(['/offline', '/fr/offline', '/trips', '/fr/trips'])
  })
})

describe('the build files a kept page refers to', () => {
  it('should find the absolute files of a page and the relative imports of a chunk', () => {
    const html = '<script type="module" src="/_astro/page.Ab1.js"></script><link href="/_astro/app.Cd2.css">'
    expect(referencedBuildFiles(html, `${ORIGIN}/trips`)).toEqual([
      '/_astro/page.Ab1.js',
      '/_astro/app.Cd2.css',
    ])
    const chunk = 'import{a}from"./client.Ef3.js";const b=()=>import("./lazy.Gh4.js")'
    expect(referencedBuildFiles(chunk, `${ORIGIN}/_astro/page.Ab1.js`)).toEqual([
      '/_astro/client.Ef3.js',
      '/_astro/lazy.Gh4.js',
    ])
  })

  it('should ignore a relative path that leaves the build folder', () => {
    expect(referencedBuildFiles('import("./x.js")', `${ORIGIN}/trips`)).toEqual([])
  })
})
