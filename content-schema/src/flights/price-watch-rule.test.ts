import { describe, expect, it } from 'vitest'
import { priceDropOf } from './price-watch-rule.ts'

const THRESHOLD = { percent: 5, amount: 2_500 }

describe('priceDropOf', () => {
  it('should tell a drop of 5 % even when it is less than the amount', () => {
    expect(priceDropOf(40_000, 38_000, THRESHOLD)).toEqual({
      from: 40_000,
      to: 38_000,
      amount: 2_000,
      percent: 5,
    })
  })

  it('should tell a drop of the amount even when it is less than 5 %', () => {
    expect(priceDropOf(100_000, 97_500, THRESHOLD)).toEqual({
      from: 100_000,
      to: 97_500,
      amount: 2_500,
      percent: 2.5,
    })
  })

  it('should say nothing of a drop below both', () => {
    expect(priceDropOf(100_000, 97_501, THRESHOLD)).toBeNull()
  })

  it('should say nothing of a rise or the same price', () => {
    expect([priceDropOf(80_000, 81_000, THRESHOLD), priceDropOf(80_000, 80_000, THRESHOLD)]).toEqual([
      null,
      null,
    ])
  })

  it('should say nothing before a first price is known', () => {
    expect([priceDropOf(null, 10_000, THRESHOLD), priceDropOf(undefined, 10_000, THRESHOLD)]).toEqual([
      null,
      null,
    ])
  })
})
