import { describe, expect, it } from 'vitest'
import { isProviderRecheckDue, RECHECK_AFTER_MS } from './providerRecheck'

/** The moments (whole seconds) a wait of `seconds` re-queries the provider, polled each second. */
function recheckSeconds(seconds: number, firstAtStart: boolean): number[] {
  const moments: number[] = []
  let last: number | null = firstAtStart ? 0 : null
  for (let second = 0; second <= seconds; second++) {
    if (isProviderRecheckDue(second * 1000, last)) {
      moments.push(second)
      last = second * 1000
    }
  }
  return moments
}

describe('isProviderRecheckDue', () => {
  it('should not re-query while the webhook may still be on its way', () => {
    expect(recheckSeconds(RECHECK_AFTER_MS / 1000 - 1, false)).toEqual([])
  })

  it('should re-query once the charge has been pending a while, then at the modest interval', () => {
    expect(recheckSeconds(70, false)).toEqual([24, 39, 54, 69])
  })

  it('should wait the interval after a re-query made at the start of the wait (a reload)', () => {
    expect(recheckSeconds(45, true)).toEqual([24, 39])
  })
})
