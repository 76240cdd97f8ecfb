import { describe, expect, it } from 'vitest'
import { chosenCurrencyFor, displayCurrencyFor, storedCurrency } from './currencyPreference'

describe('storedCurrency', () => {
  it('should read the currency cookie among others', () => {
    expect(storedCurrency('nexovia_locale=fr; nexovia_currency=GHS')).toBe('GHS')
  })

  it('should ignore a currency the site does not show (naira is shown beside prices only)', () => {
    expect(storedCurrency('nexovia_currency=NGN')).toBeUndefined()
  })
})

describe('displayCurrencyFor', () => {
  it('should keep the stored choice over the country and the language', () => {
    expect(displayCurrencyFor('fr', 'nexovia_currency=USD', 'SN')).toBe('USD')
  })

  it('should follow the country a proxy gave when nothing is stored', () => {
    expect(displayCurrencyFor('en', null, 'GH')).toBe('GHS')
  })

  it('should show dollars to an English visitor of unknown country', () => {
    expect(displayCurrencyFor('en', '', null)).toBe('USD')
  })
})

describe('chosenCurrencyFor', () => {
  it('should know no choice for a visitor of unknown country who stored none', () => {
    expect(chosenCurrencyFor('nexovia_locale=fr', null)).toBeUndefined()
  })

  it('should take the stored choice over the country', () => {
    expect(chosenCurrencyFor('nexovia_currency=XOF', 'US')).toBe('XOF')
  })
})
