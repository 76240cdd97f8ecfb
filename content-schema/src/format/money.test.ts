import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'
import { countryName, currencyLabel, currencyName } from './names.ts'

// ICU separates French groups and currency symbols with no-break spaces: compare them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('should write dollars and euros as each language does', () => {
    expect([
      formatMoney(85000, 'USD', 'en'),
      plain(formatMoney(85000, 'USD', 'fr')),
      plain(formatMoney(72000, 'EUR', 'fr')),
    ]).toEqual(['$850.00', '850,00 $US', '720,00 €'])
  })

  it('should write CFA francs after the amount, as the region does, in both languages', () => {
    expect([plain(formatMoney(495421, 'XOF', 'en')), plain(formatMoney(495421, 'XOF', 'fr'))]).toEqual([
      '495 421 F CFA',
      '495 421 F CFA',
    ])
  })

  it('should drop the cents when asked for whole units', () => {
    expect(formatMoney(85000, 'USD', 'en', { wholeUnits: true })).toBe('$850')
  })

  it('should show a fixed number of decimals when asked, even for CFA francs', () => {
    expect(plain(formatMoney(850000, 'XOF', 'fr', { digits: 2 }))).toBe('850 000,00 F CFA')
  })
})

describe('currency and country names', () => {
  it('should name a currency in the reader’s language', () => {
    expect(currencyName('GHS', 'fr')).toMatch(/^c[eé]di ghanéen$/)
  })

  it('should rewrite an editor’s "GHS (Ghanaian cedi)" in French and leave other text alone', () => {
    expect([
      currencyLabel('GHS (Ghanaian cedi)', 'fr'),
      currencyLabel('GHS (Ghanaian cedi)', 'en'),
      currencyLabel('Dalasi', 'fr'),
    ]).toEqual([`GHS (${currencyName('GHS', 'fr')})`, 'GHS (Ghanaian cedi)', 'Dalasi'])
  })

  it('should name a country in the reader’s language', () => {
    expect([countryName('US', 'fr'), countryName('GH', 'en')]).toEqual(['États-Unis', 'Ghana'])
  })
})
