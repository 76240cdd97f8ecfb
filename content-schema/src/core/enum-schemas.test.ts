import { describe, expect, it } from 'vitest'
import { canonicalDestinationSlug } from './enum-schemas.ts'
import { isLocale, localeFromBrowserLanguage } from './locales.ts'

describe('canonicalDestinationSlug', () => {
  it.each([
    ['newyork', 'new-york'],
    ['paris', 'paris-france'],
    ['sanjose', 'san-jose-costa-rica'],
  ])('should map the alias %s to %s', (alias, slug) => {
    expect(canonicalDestinationSlug(alias)).toBe(slug)
  })

  it('should keep a canonical slug', () => {
    expect(canonicalDestinationSlug('abidjan')).toBe('abidjan')
  })

  it('should reject an unknown slug', () => {
    expect(canonicalDestinationSlug('nairobi')).toBeUndefined()
  })

  it('should not treat inherited object keys as aliases', () => {
    expect(canonicalDestinationSlug('constructor')).toBeUndefined()
  })
})

describe('locales', () => {
  it('should recognise fr as a locale', () => {
    expect(isLocale('fr')).toBe(true)
  })

  it('should not recognise de as a locale', () => {
    expect(isLocale('de')).toBe(false)
  })

  it('should pick French for any French browser language', () => {
    expect(localeFromBrowserLanguage('fr-CI')).toBe('fr')
  })

  it('should pick English for any other browser language', () => {
    expect(localeFromBrowserLanguage('es-ES')).toBe('en')
  })
})
