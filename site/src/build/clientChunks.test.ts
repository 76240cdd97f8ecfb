import { describe, expect, it } from 'vitest'
import { CLIENT_CHUNK_GROUPS } from './clientChunks'

/** The group that captures a module id, by name (the first by priority, as rolldown picks). */
const groupOf = (id: string) =>
  [...CLIENT_CHUNK_GROUPS].sort((a, b) => b.priority - a.priority).find((group) => group.test(id))?.name ??
  null

describe('the browser chunk groups', () => {
  it('should put the chat card code in the site shell, not its astro script', () => {
    expect(groupOf('/repo/site/src/features/chat/startChat.ts')).toBe('site-shell')
    expect(
      groupOf('/repo/site/src/features/chat/ChatStatusCard.astro?astro&type=script&index=0&lang.ts'),
    ).toBeNull()
  })

  it('should keep callEndpoint and the contract apart from the endpoint table', () => {
    expect(groupOf('/repo/site/src/lib/api/callEndpoint.ts')).toBe('api-client')
    expect(groupOf('/repo/content-schema/src/api/contract.ts')).toBe('api-client')
    for (const table of [
      'endpoints',
      'accountEndpoints',
      'bookingEndpoints',
      'staffEndpoints',
      'publicEndpoints',
    ])
      expect(groupOf(`/repo/content-schema/src/api/${table}.ts`)).toBe('api-table')
  })

  it('should put the session entries in a file of their own: every page with a form asks whether someone is signed in', () => {
    expect(groupOf('/repo/content-schema/src/api/sessionEndpoints.ts')).toBe('session-entries')
  })

  it('should leave islands and answer schemas to the automatic split', () => {
    expect(groupOf('/repo/site/src/features/flights/FlightSearch.tsx')).toBeNull()
    expect(groupOf('/repo/content-schema/src/accounts/account-answers.ts')).toBeNull()
  })

  it('should put React, react-dom, the scheduler and the renderer in one file', () => {
    for (const id of [
      '/repo/node_modules/react/cjs/react.production.js',
      '/repo/node_modules/react/jsx-runtime.js',
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/repo/node_modules/react-dom/node_modules/scheduler/index.js',
      '/repo/node_modules/@astrojs/react/dist/client.js',
    ])
      expect(groupOf(id)).toBe('react')
  })

  it('should put the prices modules in one file, not the search lists beside them in core', () => {
    for (const id of [
      '/repo/content-schema/src/core/money.ts',
      '/repo/content-schema/src/format/money.ts',
      '/repo/site/src/lib/money/displayPrice.ts',
      '/repo/site/src/lib/money/currencyPreference.ts',
    ])
      expect(groupOf(id)).toBe('prices')
    expect(groupOf('/repo/content-schema/src/core/search-choices.ts')).toBeNull()
    expect(groupOf('/repo/content-schema/src/core/currency-cookie.ts')).toBeNull()
  })

  it('should put the flights results half in one file, its cards in another, not the search shell', () => {
    expect(groupOf('/repo/site/src/features/flights/resultsHalf.ts')).toBe('flights-results')
    expect(groupOf('/repo/site/src/features/flights/ItinerarySlot.tsx')).toBe('flights-results')
    expect(groupOf('/repo/site/src/features/flights/ItineraryCard.tsx')).toBe('flights-cards')
    expect(groupOf('/repo/site/src/features/flights/cardParts.tsx')).toBe('flights-cards')
    expect(groupOf('/repo/site/src/features/flights/useFlightSearch.ts')).toBeNull()
    // A search's code and the URL rules it shares with the half stay apart from the half.
    expect(groupOf('/repo/site/src/features/flights/searchRuns.ts')).toBeNull()
    expect(groupOf('/repo/site/src/features/flights/searchAdoption.ts')).toBeNull()
  })
})
