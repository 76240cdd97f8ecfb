import { describe, expect, it } from 'vitest'
import { CURRENCY_COOKIE, hasCurrencyCookie } from './currency-cookie.ts'

describe('hasCurrencyCookie', () => {
  it('finds the currency cookie wherever it sits in the header', () => {
    expect(hasCurrencyCookie(`${CURRENCY_COOKIE}=XOF`)).toBe(true)
    expect(hasCurrencyCookie(`nexovia_locale=fr; ${CURRENCY_COOKIE}=EUR; other=1`)).toBe(true)
    expect(hasCurrencyCookie(`a=1;${CURRENCY_COOKIE}=GHS`)).toBe(true)
  })

  it('is false without it, or for a cookie whose name only contains it', () => {
    expect(hasCurrencyCookie('')).toBe(false)
    expect(hasCurrencyCookie('nexovia_locale=fr')).toBe(false)
    expect(hasCurrencyCookie(`old_${CURRENCY_COOKIE}=XOF`)).toBe(false)
    expect(hasCurrencyCookie(`${CURRENCY_COOKIE}_seen=1`)).toBe(false)
    expect(hasCurrencyCookie(`x=${CURRENCY_COOKIE}=XOF`)).toBe(false)
  })
})
