import { describe, expect, it } from 'vitest'
import { openState, sealState } from './oidcClient'

const state = { state: 's', nonce: 'n', verifier: 'v', locale: 'fr' as const, at: Date.now() }

describe('quick sign-in state cookie', () => {
  it('should open what it sealed', () => {
    expect(openState(sealState(state, 'secret'), 'secret')).toEqual(state)
  })

  it('should refuse a state signed with another secret', () => {
    expect(openState(sealState(state, 'other'), 'secret')).toBeNull()
  })

  it('should refuse a state older than ten minutes', () => {
    expect(openState(sealState({ ...state, at: Date.now() - 11 * 60_000 }, 'secret'), 'secret')).toBeNull()
  })

  it('should refuse a missing cookie', () => {
    expect(openState(undefined, 'secret')).toBeNull()
  })
})
