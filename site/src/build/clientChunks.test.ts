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
})
