import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZConciergeSubmit } from './request.ts'

const request = {
  name: ' Kofi Mensah ',
  email: 'kofi@example.com',
  phone: ' +1 617 555 0100 ',
  tripDetails: ' Family of 4, Boston to Accra in December ',
}

describe('ZConciergeSubmit', () => {
  it('should accept a request and trim its values', () => {
    expect(ZConciergeSubmit.parse(request)).toEqual({
      name: 'Kofi Mensah',
      email: 'kofi@example.com',
      phone: '+1 617 555 0100',
      tripDetails: 'Family of 4, Boston to Accra in December',
      locale: 'en',
    })
  })

  it.each(['name', 'email', 'phone', 'tripDetails'])('should require %s to be non-blank', (field) => {
    expect(messageAt(ZConciergeSubmit, { ...request, [field]: '   ' }, field)).toBe(
      'validation.requiredFields',
    )
  })

  it('should refuse a malformed email', () => {
    expect(messageAt(ZConciergeSubmit, { ...request, email: 'kofi@' }, 'email')).toBe('validation.validEmail')
  })

  it('should cap the trip details at 5000 characters', () => {
    expect(messageAt(ZConciergeSubmit, { ...request, tripDetails: 'x'.repeat(5001) }, 'tripDetails')).toBe(
      'validation.tooLong',
    )
  })
})
