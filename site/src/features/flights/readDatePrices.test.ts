import { describe, expect, it } from 'vitest'
import { readDatePrices } from './readDatePrices'

const answer = {
  days: [
    { offset: -1, departDate: '2030-12-14', returnDate: null, price_total: null },
    { offset: 0, departDate: '2030-12-15', returnDate: null, price_total: 61_200 },
  ],
  currency: 'USD',
  provider_status: 'ok',
}

describe('readDatePrices', () => {
  it('should read a strip with days without a price', () => {
    expect(readDatePrices(answer)).toEqual(answer)
  })

  it.each([
    ['a price that is not whole', { ...answer, days: [{ ...answer.days[1], price_total: 1.5 }] }],
    ['a day that is not a date', { ...answer, days: [{ ...answer.days[1], departDate: 'tomorrow' }] }],
    ['an unknown currency', { ...answer, currency: 'GBP' }],
    ['no days', { currency: 'USD', provider_status: 'ok' }],
  ])('should refuse %s', (_case, body) => {
    expect(readDatePrices(body)).toBeNull()
  })
})
