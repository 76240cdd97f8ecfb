import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZTestCardPayment } from './test-checkout.ts'

const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' }

describe('ZTestCardPayment', () => {
  it('should accept a card number typed with spaces', () => {
    expect(ZTestCardPayment.parse(card).number).toBe('4242424242424242')
  })

  it('should refuse an expiry that is not MM/YY', () => {
    expect(messageAt(ZTestCardPayment, { ...card, expiry: '13/34' }, 'expiry')).toBe('validation.dateInvalid')
  })

  it('should refuse a cvc of two digits', () => {
    expect(messageAt(ZTestCardPayment, { ...card, cvc: '12' }, 'cvc')).toBe('validation.invalidNumber')
  })
})
