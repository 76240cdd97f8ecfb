import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZPlaceSearchQuery } from './search.ts'

describe('ZPlaceSearchQuery', () => {
  it('should accept a query and default to 3 results', () => {
    expect(ZPlaceSearchQuery.parse({ query: ' Plateau ' })).toEqual({
      query: 'Plateau',
      limit: 3,
      locale: 'en',
    })
  })

  it('should refuse a query under 2 characters', () => {
    expect(messageAt(ZPlaceSearchQuery, { query: ' a ' }, 'query')).toBe('validation.queryTooShort')
  })
})
