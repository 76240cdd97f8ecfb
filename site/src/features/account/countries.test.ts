import { describe, expect, it } from 'vitest'
import { countryLabel, countryOptions } from './countries'

describe('the country picker', () => {
  it('should list every assigned code once, named in the page language and sorted as its readers sort', () => {
    const french = countryOptions('fr')
    const names = french.map((option) => option.label)
    expect([french.length, new Set(french.map((option) => option.value)).size]).toEqual([249, 249])
    expect(names.indexOf('Côte d’Ivoire')).toBeLessThan(names.indexOf('Croatie'))
    expect(names).toContain('États-Unis')
  })

  it('should name a stored code, whatever its case, from the list', () => {
    expect([countryLabel('gh', countryOptions('en')), countryLabel('SN', countryOptions('fr'))]).toEqual([
      'Ghana',
      'Sénégal',
    ])
  })
})
