import { describe, expect, it } from 'vitest'
import { countryFromHeaders, normalizeCountry } from './ipCountry'

describe('normalizeCountry', () => {
  it('should upper-case a two-letter code', () => {
    expect(normalizeCountry(' ci\n')).toBe('CI')
  })

  it("should reject Cloudflare's unknown-country marker", () => {
    expect(normalizeCountry('XX')).toBeNull()
  })

  it('should reject an error page returned as text', () => {
    expect(normalizeCountry('<html>rate limited</html>')).toBeNull()
  })
})

describe('countryFromHeaders', () => {
  it('should read the country a CDN added', () => {
    expect(countryFromHeaders(new Headers({ 'cf-ipcountry': 'GH' }))).toBe('GH')
  })

  it('should find nothing without a proxy header', () => {
    expect(countryFromHeaders(new Headers())).toBeNull()
  })
})
