import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZTaxiBookingRequest } from './booking.ts'

const ride = {
  origin: { address: 'Félix-Houphouët-Boigny International Airport', lat: 5.2614, lng: -3.9263 },
  destination: { address: 'Boulevard Hassan II, Cocody, Abidjan', lat: 5.3256, lng: -4.0069 },
  datetime: '2026-03-10T08:00:00Z',
}
const customer = { name: 'Awa Koné', email: 'awa@example.com', phone: '+225 07 00 00 00 00' }

describe('ZTaxiBookingRequest', () => {
  it('should accept a customer and a ride', () => {
    expect(ZTaxiBookingRequest.safeParse({ customer, ride }).success).toBe(true)
  })

  it.each(['name', 'email', 'phone'])('should require the customer %s', (field) => {
    expect(
      messageAt(ZTaxiBookingRequest, { customer: { ...customer, [field]: '' }, ride }, `customer.${field}`),
    ).toBe('validation.customerInfoRequired')
  })

  it('should refuse a malformed customer email', () => {
    expect(
      messageAt(ZTaxiBookingRequest, { customer: { ...customer, email: 'awa' }, ride }, 'customer.email'),
    ).toBe('validation.validEmail')
  })
})
