import { describe, expect, it } from 'vitest'
import { searchFromAddress } from './searchFromAddress'

describe('searchFromAddress', () => {
  it('should open the Hotels tab from its hash, with the city of the query', () => {
    expect(searchFromAddress('?location=Accra', '#search-tab-hotels')).toEqual({
      service: 'hotels',
      location: 'Accra',
    })
    expect(searchFromAddress('', '#search-tab-hotels')).toEqual({ service: 'hotels', location: '' })
  })

  it('should leave the panel alone for any other address', () => {
    expect(searchFromAddress('?location=Accra', '')).toBeNull()
    expect(searchFromAddress('', '#concierge')).toBeNull()
  })
})
