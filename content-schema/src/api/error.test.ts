import { describe, expect, it } from 'vitest'
import { ZTaxiBookingRequest } from '../taxi/booking.ts'
import { toFieldErrors } from './error.ts'

describe('toFieldErrors', () => {
  it('should key the first message of each field by its dotted path', () => {
    const result = ZTaxiBookingRequest.safeParse({
      customer: { name: '', email: 'x', phone: '1' },
      ride: null,
    })
    expect(toFieldErrors(result.error!)).toEqual({
      'customer.name': 'validation.customerInfoRequired',
      'customer.email': 'validation.validEmail',
      ride: 'errors.invalidInput',
    })
  })

  it('should key a whole-body error by the empty path', () => {
    expect(toFieldErrors(ZTaxiBookingRequest.safeParse('text').error!)).toEqual({ '': 'errors.invalidInput' })
  })
})
