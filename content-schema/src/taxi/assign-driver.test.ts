import { describe, expect, it } from 'vitest'
import { messageAt } from '../test-support.ts'
import { ZAssignDriver } from './assign-driver.ts'

describe('ZAssignDriver', () => {
  it('should accept a ride, a driver and notes', () => {
    expect(ZAssignDriver.parse({ rideId: 12, driverId: '3', adminNotes: ' Meet at arrivals ' })).toEqual({
      rideId: 12,
      driverId: '3',
      adminNotes: 'Meet at arrivals',
    })
  })

  it('should require the driver', () => {
    expect(messageAt(ZAssignDriver, { rideId: 12 }, 'driverId')).toBe('validation.driverRequired')
  })

  it('should require the ride', () => {
    expect(messageAt(ZAssignDriver, { rideId: 0, driverId: 3 }, 'rideId')).toBe('validation.rideRequired')
  })
})
