import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ecbRatesPerUsd, parseEcbDaily, XOF_PER_EUR } from './ecbRateSource'

/** A copy of the ECB's eurofxref-daily.xml, in the shape the ECB publishes it. */
const DAILY = readFileSync(new URL('./fixtures/eurofxref-daily.xml', import.meta.url), 'utf8')

describe('the ECB daily file', () => {
  it('should read the day and the dollars per euro', () => {
    expect(parseEcbDaily(DAILY)).toEqual({ day: '2025-11-20', usdPerEur: 1.1523 })
  })

  it('should turn the per-euro file into rates per US dollar, the CFA franc at the BCEAO parity', () => {
    const [eur, xof] = ecbRatesPerUsd(DAILY)
    expect([eur?.currency, eur?.perUsd, xof?.currency, xof?.perUsd, xof?.setOn]).toEqual([
      'EUR',
      1 / 1.1523,
      'XOF',
      XOF_PER_EUR / 1.1523,
      '2025-11-20',
    ])
  })

  it('should give no cedi or naira, which the ECB does not publish', () => {
    expect(ecbRatesPerUsd(DAILY).map((rate) => rate.currency)).toEqual(['EUR', 'XOF'])
  })

  it('should refuse a file without the dollar', () => {
    expect(() => ecbRatesPerUsd(DAILY.replace("currency='USD'", "currency='XXX'"))).toThrow(/no dated USD/)
  })
})
