import { PACKAGE_LIMITS } from '@nexovia/content-schema/payments/constants'
import { describe, expect, it } from 'vitest'
import { clampQuantity, flightPackageTotal, hotelPackageTotal, quantityOptions } from './packageTotals'

describe('quantityOptions', () => {
  it('should offer 1 to 6 passengers', () => {
    expect(quantityOptions(PACKAGE_LIMITS.passengers)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('should offer 1 to 4 rooms', () => {
    expect(quantityOptions(PACKAGE_LIMITS.rooms)).toEqual([1, 2, 3, 4])
  })
})

describe('clampQuantity', () => {
  it('should keep 9 nights at the maximum of 7', () => {
    expect(clampQuantity(9, PACKAGE_LIMITS.nights)).toBe(7)
  })

  it('should read a text that is not a number as the minimum', () => {
    expect(clampQuantity('many', PACKAGE_LIMITS.rooms)).toBe(1)
  })

  it('should read "3" from an address as 3', () => {
    expect(clampQuantity('3', PACKAGE_LIMITS.passengers)).toBe(3)
  })
})

describe('flightPackageTotal', () => {
  it('should multiply the base price by the passengers', () => {
    expect(flightPackageTotal(85_000, 3)).toBe(255_000)
  })

  it('should never charge more than 6 passengers', () => {
    expect(flightPackageTotal(85_000, 10)).toBe(510_000)
  })
})

describe('hotelPackageTotal', () => {
  it('should multiply the base price by nights and rooms', () => {
    expect(hotelPackageTotal(12_000, 7, 4)).toBe(336_000)
  })

  it('should keep a zero-decimal amount whole', () => {
    expect(hotelPackageTotal(45_000, 2, 1)).toBe(90_000)
  })
})
