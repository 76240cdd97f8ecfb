import { describe, expect, it } from 'vitest'
import { formatMoney, fromMinor, toMinor } from './money.ts'

// ICU separates French groups and currency symbols with no-break spaces: compare them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('should format US dollars in English', () => {
    expect(formatMoney(85000, 'USD', 'en')).toBe('$850.00')
  })

  it('should format US dollars in French', () => {
    expect(plain(formatMoney(85000, 'USD', 'fr'))).toBe('850,00 $US')
  })

  it('should format euros in French', () => {
    expect(plain(formatMoney(72000, 'EUR', 'fr'))).toBe('720,00 €')
  })

  it('should format CFA francs in English without decimals', () => {
    expect(plain(formatMoney(850000, 'XOF', 'en'))).toBe('F CFA 850,000')
  })

  it('should format CFA francs in French without decimals', () => {
    expect(plain(formatMoney(850000, 'XOF', 'fr'))).toBe('850 000 F CFA')
  })

  it('should drop the cents when asked for whole units', () => {
    expect(formatMoney(85000, 'USD', 'en', { wholeUnits: true })).toBe('$850')
  })

  it('should show a fixed number of decimals when asked, even for CFA francs', () => {
    expect(plain(formatMoney(850000, 'XOF', 'fr', { digits: 2 }))).toBe('850 000,00 F CFA')
  })
})

describe('toMinor and fromMinor', () => {
  it('should turn dollars into cents', () => {
    expect(toMinor(8.5, 'USD')).toBe(850)
  })

  it('should round away floating-point noise', () => {
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30)
  })

  it('should keep CFA francs as they are', () => {
    expect(toMinor(850000, 'XOF')).toBe(850000)
  })

  it('should turn cents back into dollars', () => {
    expect(fromMinor(85000, 'USD')).toBe(850)
  })
})
