import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { describe, expect, it } from 'vitest'
import { route } from './http/contractRoute'
import { assertRoutesMatchContract, ownRoutes } from './routes'

const handler = async () => Response.json({})

describe('the routes and the API contract', () => {
  it('should match: every route has its contract, every contract its route', () => {
    expect(() => assertRoutesMatchContract()).not.toThrow()
  })

  it('should refuse a route registered without a contract entry', () => {
    const stray: Endpoint = { path: '/taxi/cheap', method: 'post', handler }
    expect(() => assertRoutesMatchContract({ ...ownRoutes, root: [...ownRoutes.root, stray] })).toThrow(
      'POST /api/taxi/cheap: no contract',
    )
  })

  it('should refuse a route mounted elsewhere than its contract says', () => {
    const moved: Endpoint = { ...route(API.taxiQuote), path: '/taxi/quotes', handler }
    expect(() => assertRoutesMatchContract({ ...ownRoutes, root: [...ownRoutes.root, moved] })).toThrow(
      'POST /api/taxi/quotes: its contract is POST /api/taxi/quote',
    )
  })

  it('should refuse a contract whose route is not mounted', () => {
    const withoutQuote = ownRoutes.root.filter(
      (endpoint) => endpoint.custom?.contract !== 'POST /api/taxi/quote',
    )
    expect(() => assertRoutesMatchContract({ ...ownRoutes, root: withoutQuote })).toThrow(
      'POST /api/taxi/quote: declared, but no route',
    )
  })

  it('should mount a collection route under the collection', () => {
    expect(route(API.login)).toMatchObject({ path: '/login', method: 'post' })
    expect(route(API.moveRide)).toMatchObject({ path: '/taxi/admin/rides/:id/status', method: 'put' })
  })
})
