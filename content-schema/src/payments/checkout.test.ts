import { describe, expect, it } from 'vitest'
import { messageAt } from '../test-support.ts'
import { ZCheckoutRequest, ZCheckoutResponse } from './checkout.ts'

describe('ZCheckoutRequest', () => {
  it('should accept a flight package for 3 passengers', () => {
    expect(ZCheckoutRequest.parse({ kind: 'flight', packageId: 4, passengers: '3' })).toEqual({
      kind: 'flight',
      packageId: 4,
      passengers: 3,
      locale: 'en',
    })
  })

  it('should accept a hotel package with nights and rooms', () => {
    const request = { kind: 'hotel', packageId: 7, nights: 7, rooms: 4, email: 'a@b.co' }
    expect(ZCheckoutRequest.parse(request)).toEqual({ ...request, locale: 'en' })
  })

  it('should require the package id', () => {
    expect(messageAt(ZCheckoutRequest, { kind: 'flight' }, 'packageId')).toBe('validation.packageIdRequired')
  })

  it('should refuse 7 passengers', () => {
    expect(messageAt(ZCheckoutRequest, { kind: 'flight', packageId: 1, passengers: 7 }, 'passengers')).toBe(
      'validation.packagePassengersRange',
    )
  })

  it('should refuse 8 nights', () => {
    expect(messageAt(ZCheckoutRequest, { kind: 'hotel', packageId: 1, nights: 8 }, 'nights')).toBe(
      'validation.nightsRange',
    )
  })

  it('should refuse 5 rooms', () => {
    expect(messageAt(ZCheckoutRequest, { kind: 'hotel', packageId: 1, rooms: 5 }, 'rooms')).toBe(
      'validation.packageRoomsRange',
    )
  })

  it('should refuse an unknown kind of package', () => {
    expect(messageAt(ZCheckoutRequest, { kind: 'car', packageId: 1 }, 'kind')).toBe(
      'validation.invalidOption',
    )
  })
})

describe('ZCheckoutResponse', () => {
  it('should refuse a checkout address that is not a URL', () => {
    expect(ZCheckoutResponse.safeParse({ checkoutUrl: 'nowhere' }).success).toBe(false)
  })
})
