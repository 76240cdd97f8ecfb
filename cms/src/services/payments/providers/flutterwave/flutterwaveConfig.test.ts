import { afterEach, describe, expect, it } from 'vitest'
import { isFlutterwaveHash } from './flutterwaveConfig'

afterEach(() => {
  delete process.env.FLUTTERWAVE_WEBHOOK_HASH
})

describe('isFlutterwaveHash', () => {
  it('should accept the configured hash', () => {
    process.env.FLUTTERWAVE_WEBHOOK_HASH = 'dashboard-hash'
    expect(isFlutterwaveHash('dashboard-hash')).toBe(true)
  })

  it('should refuse another hash of the same length', () => {
    process.env.FLUTTERWAVE_WEBHOOK_HASH = 'dashboard-hash'
    expect(isFlutterwaveHash('dashboard-hasH')).toBe(false)
  })

  it('should refuse a delivery without the header', () => {
    expect(isFlutterwaveHash(null)).toBe(false)
  })
})
