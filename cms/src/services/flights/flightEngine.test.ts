import { describe, expect, it } from 'vitest'
import { isoDurationMinutes, toProviderError } from './duffel/duffelProvider'
import { localIsoWithZone } from './duffel/localIsoWithZone'
import { configuredProvider } from './flightEngine'

describe('configuredProvider', () => {
  it('should choose the offline engine when no Duffel token is set', () => {
    expect(configuredProvider({}).name).toBe('offline')
  })

  it('should choose Duffel when DUFFEL_ACCESS_TOKEN is set', () => {
    expect(configuredProvider({ DUFFEL_ACCESS_TOKEN: 'duffel_test_x' }).name).toBe('duffel')
  })

  it('should ignore a blank token', () => {
    expect(configuredProvider({ DUFFEL_ACCESS_TOKEN: '  ' }).name).toBe('offline')
  })
})

describe('isoDurationMinutes', () => {
  it.each([
    ['PT10H5M', 605],
    ['PT45M', 45],
    ['P1DT2H', 1560],
  ])('should read %s as %i minutes', (duration, minutes) => {
    expect(isoDurationMinutes(duration)).toBe(minutes)
  })
})

describe('localIsoWithZone', () => {
  it('should add the summer offset of New York', () => {
    expect(localIsoWithZone('2027-07-01T18:30:00', 'America/New_York')).toBe('2027-07-01T18:30:00-04:00')
  })

  it('should add the offset of Paris in winter', () => {
    expect(localIsoWithZone('2026-12-18T10:30:00', 'Europe/Paris')).toBe('2026-12-18T10:30:00+01:00')
  })
})

describe('toProviderError', () => {
  it('should call a plain failure an error', () => {
    expect(toProviderError(new Error('ECONNRESET')).status).toBe('error')
  })
})
