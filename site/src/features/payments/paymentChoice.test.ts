import { REFERENCE_RATES, type TRateTable } from '@nexovia/content-schema/core'
import { describe, expect, it } from 'vitest'
import { chargePreview, checkoutMethodOf, defaultPaymentChoice, paymentChoiceOptions } from './paymentChoice'

const RATES: TRateTable = { ...REFERENCE_RATES, XOF: { perUsd: 600, setOn: '2026-11-20', source: 'test' } }
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('defaultPaymentChoice', () => {
  it('should offer mobile money in CFA francs to a visitor who shows prices in XOF', () => {
    expect(defaultPaymentChoice('XOF')).toBe('mobile_money:XOF')
  })

  it('should offer a card in euros to a visitor who shows prices in EUR', () => {
    expect(defaultPaymentChoice('EUR')).toBe('card:EUR')
  })
})

describe('checkoutMethodOf', () => {
  it('should send mobile money in cedis as the checkout names them', () => {
    expect(checkoutMethodOf('mobile_money:GHS')).toEqual({
      payment_method: 'mobile_money',
      charge_currency: 'GHS',
    })
  })
})

describe('chargePreview', () => {
  it('should show a dollar price charged in whole CFA francs with the rate date', () => {
    const preview = chargePreview({
      total: 85050,
      currency: 'USD',
      choice: 'mobile_money:XOF',
      rates: RATES,
      locale: 'fr',
    })
    expect([plain(preview?.amount ?? ''), preview?.date]).toEqual(['510 300 F CFA', '20 nov. 2026'])
  })

  it('should show nothing to convert when the card charges the price currency', () => {
    expect(
      chargePreview({ total: 85000, currency: 'USD', choice: 'card:USD', rates: RATES, locale: 'en' }),
    ).toBeNull()
  })
})

describe('paymentChoiceOptions', () => {
  it('should name each choice by its method and currency', () => {
    const t = (key: string, values?: Record<string, string>) =>
      `${key}${values ? `(${values.currency})` : ''}`
    expect(paymentChoiceOptions(t).map((option) => option.label)).toEqual([
      'payments.method.card(money.currency.USD)',
      'payments.method.card(money.currency.EUR)',
      'payments.method.mobileMoney(money.currency.XOF)',
      'payments.method.mobileMoney(money.currency.GHS)',
    ])
  })
})
