import type { TFlightDataSearchResponse } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { flightResultsOutcome } from './flightResultsOutcome'

const answered: TFlightDataSearchResponse = { success: true, message: '', data: [], provider_status: 'ok' }

describe('flightResultsOutcome', () => {
  it('should show the flights of an answered search', () => {
    expect(flightResultsOutcome({ status: 200, body: answered, data: answered })).toEqual({
      phase: 'done',
      flights: [],
    })
  })

  it('should say the server’s "no flights" when it is the reason', () => {
    const body = { message: 'search.noFlights' }
    expect(flightResultsOutcome({ status: 404, body })).toEqual({
      phase: 'failed',
      message: 'search.noFlights',
    })
  })

  it('should say too many searches on a 429', () => {
    expect(flightResultsOutcome({ status: 429, body: {} })).toEqual({
      phase: 'failed',
      message: 'errors.tooManyRequests',
    })
  })

  it('should say flights are unavailable for any other failure, an unread answer included', () => {
    const outcomes = [
      flightResultsOutcome({ status: 400, body: { message: 'validation.required' } }),
      flightResultsOutcome({ status: 200, body: 'not json' }),
      flightResultsOutcome({
        status: 200,
        body: { ...answered, success: false },
        data: { ...answered, success: false },
      }),
    ]
    expect(outcomes.map((outcome) => outcome.phase === 'failed' && outcome.message)).toEqual([
      'errors.flightsUnavailable',
      'errors.flightsUnavailable',
      'errors.flightsUnavailable',
    ])
  })
})
