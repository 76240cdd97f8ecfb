import { describe, expect, it } from 'vitest'
import { nightsBetween, packageAmount } from './amounts'

describe('packageAmount', () => {
  it('should multiply a flight package by the passengers', () => {
    expect(packageAmount(85_000, { kind: 'flight', passengers: 3 })).toBe(255_000)
  })

  it('should multiply a hotel package by nights and rooms', () => {
    expect(packageAmount(12_500, { kind: 'hotel', nights: 7, rooms: 4 })).toBe(350_000)
  })

  it('should keep a zero-decimal XOF price in whole francs', () => {
    expect(packageAmount(95_000, { kind: 'hotel', nights: 2, rooms: 1 })).toBe(190_000)
  })

  it('should refuse 7 passengers', () => {
    expect(() => packageAmount(100, { kind: 'flight', passengers: 7 })).toThrow(RangeError)
  })

  it('should refuse 8 nights', () => {
    expect(() => packageAmount(100, { kind: 'hotel', nights: 8, rooms: 1 })).toThrow(RangeError)
  })

  it('should refuse 5 rooms', () => {
    expect(() => packageAmount(100, { kind: 'hotel', nights: 1, rooms: 5 })).toThrow(RangeError)
  })

  it('should refuse a base price that is not whole minor units', () => {
    expect(() => packageAmount(99.5, { kind: 'flight', passengers: 1 })).toThrow(RangeError)
  })
})

describe('nightsBetween', () => {
  it('should count the nights of a stay across a month end', () => {
    expect(nightsBetween('2026-11-29', '2026-12-02')).toBe(3)
  })
})
