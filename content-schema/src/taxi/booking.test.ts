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

  it('should store the phone channels chosen in E.164', () => {
    const messages = { phone: '+233 24 123 4567', whatsapp: true, sms: false }
    expect(ZTaxiBookingRequest.parse({ customer, ride, messages }).messages).toEqual({
      phone: '+233241234567',
      whatsapp: true,
      sms: false,
    })
  })

  it('should refuse a channel chosen with a number without its country code', () => {
    const messages = { phone: '024 123 4567', whatsapp: true, sms: false }
    expect(messageAt(ZTaxiBookingRequest, { customer, ride, messages }, 'messages.phone')).toBe(
      'manage.messages.phoneInvalid',
    )
  })

  it('should refuse a channel chosen without a number', () => {
    const messages = { phone: '', whatsapp: false, sms: true }
    expect(messageAt(ZTaxiBookingRequest, { customer, ride, messages }, 'messages.phone')).toBe(
      'manage.messages.phoneRequired',
    )
  })
})
