import { describe, expect, it } from 'vitest'
import { canAssign, canCancel, canComplete, isRefundedOnCancel, rideTimeZone } from './taxiConsoleRules'

const driver = { id: 1, name: 'Kofi Mensah', license_plate: 'GR 1234-26' }

describe('canAssign', () => {
  it('should offer Assign for a paid ride without a driver', () => {
    expect(canAssign({ status: 'paid', assigned_driver: null })).toBe(true)
  })

  it('should not offer Assign for a paid ride that has a driver', () => {
    expect(canAssign({ status: 'paid', assigned_driver: driver })).toBe(false)
  })

  it('should not offer Assign for a ride pending payment', () => {
    expect(canAssign({ status: 'pending_payment', assigned_driver: null })).toBe(false)
  })
})

describe('ride moves', () => {
  it('should let an assigned ride be completed', () => {
    expect(canComplete({ status: 'assigned' })).toBe(true)
  })

  it('should not let a paid ride be completed', () => {
    expect(canComplete({ status: 'paid' })).toBe(false)
  })

  it('should not let a completed ride be cancelled', () => {
    expect(canCancel({ status: 'completed' })).toBe(false)
  })

  it('should let a ride pending payment be cancelled', () => {
    expect(canCancel({ status: 'pending_payment' })).toBe(true)
  })
})

describe('isRefundedOnCancel', () => {
  it('should say a paid ride is refunded when cancelled', () => {
    expect(isRefundedOnCancel({ status: 'paid' })).toBe(true)
  })

  it('should say an assigned ride is refunded when cancelled', () => {
    expect(isRefundedOnCancel({ status: 'assigned' })).toBe(true)
  })

  it('should say a ride pending payment has nothing to refund', () => {
    expect(isRefundedOnCancel({ status: 'pending_payment' })).toBe(false)
  })
})

describe('rideTimeZone', () => {
  const flight = { flight_number: 'DL 1047', airport: 'ACC', status: null, time_zone: 'Africa/Accra' }
  const tracked = { ...flight, local_pickup: { date: '2026-12-15', time: '22:25' } }

  it("should read a flight pick-up on its airport's clock", () => {
    expect(rideTimeZone({ flight: tracked, area: 'abidjan', zone: 'west-africa' })).toBe('Africa/Accra')
  })

  it("should read another ride on its city's clock", () => {
    expect(rideTimeZone({ flight: null, area: 'lagos', zone: 'west-africa' })).toBe('Africa/Lagos')
  })

  it("should fall back to the zone's main city for a ride without an area", () => {
    expect(rideTimeZone({ flight: null, area: null, zone: 'us-northeast' })).toBe('America/New_York')
  })
})
