import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZAssignDriver } from './assign-driver.ts'

describe('ZAssignDriver', () => {
  it('should accept a ride, a driver and notes', () => {
    expect(
      ZAssignDriver.parse({ ride_request_id: 12, driver_id: '3', admin_notes: ' Meet at arrivals ' }),
    ).toEqual({
      ride_request_id: 12,
      driver_id: 3,
      admin_notes: 'Meet at arrivals',
    })
  })

  it('should require the driver', () => {
    expect(messageAt(ZAssignDriver, { ride_request_id: 12 }, 'driver_id')).toBe('validation.driverRequired')
  })

  it('should require the ride', () => {
    expect(messageAt(ZAssignDriver, { ride_request_id: 0, driver_id: 3 }, 'ride_request_id')).toBe(
      'validation.rideRequired',
    )
  })

  it('should refuse a ride id past the integer column', () => {
    expect(
      messageAt(ZAssignDriver, { ride_request_id: 3_000_000_000, driver_id: 3 }, 'ride_request_id'),
    ).toBe('validation.rideRequired')
  })
})
