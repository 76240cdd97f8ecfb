import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { fr } from './fr.ts'
import { createTranslator, translate, translateMessage } from './index.ts'
import { isUiKey, UI_KEYS, type UiKey } from './keys.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

// The site uses these keys already.
const KEYS_IN_USE: UiKey[] = [
  'nav.home',
  'nav.flights',
  'nav.hotels',
  'nav.cars',
  'nav.airportTaxi',
  'nav.activities',
  'nav.blog',
  'nav.whyNexovia',
  'nav.contact',
  'nav.signIn',
  'nav.signUp',
  'nav.myAccount',
  'nav.menu',
  'nav.switchLanguage',
  'common.goBack',
  'common.backHome',
  'common.loading',
  'common.skipToContent',
  'blog.title',
  'blog.subtitle',
  'blog.featured',
  'blog.allArticles',
  'blog.moreComing',
  'blog.readTime',
  'blog.empty',
  'blog.notFound',
  'blog.readMore',
  'meta.siteName',
  'meta.defaultDescription',
  'meta.blogTitle',
  'meta.blogDescription',
  'footer.tagline',
  'footer.copyright',
  'footer.language',
  'language.en',
  'language.fr',
]

describe('dictionaries', () => {
  it('should give French exactly the English keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
  })

  it('should have no empty English string', () => {
    expect(Object.values(en).filter((text) => text.trim() === '')).toEqual([])
  })

  it('should have no empty French string', () => {
    expect(Object.values(fr).filter((text) => text.trim() === '')).toEqual([])
  })

  it('should use the same placeholders in both languages', () => {
    const mismatched = UI_KEYS.filter((key) => placeholders(en[key]).join() !== placeholders(fr[key]).join())
    expect(mismatched).toEqual([])
  })

  it.each(KEYS_IN_USE)('should declare %s', (key) => {
    expect(isUiKey(key)).toBe(true)
  })

  it.each([
    ['concierge.states.success', "Request sent successfully! We'll contact you within 24h."],
    ['validation.requiredFields', 'Veuillez remplir tous les champs obligatoires'],
    ['validation.validEmail', 'Veuillez entrer une adresse email valide'],
    ['errors.invalidCredentials', 'Email ou mot de passe incorrect.'],
    ['nav.myAccount', 'Mon compte'],
  ] as const)('should keep the wording the spec gives for %s', (key, text) => {
    expect([en[key], fr[key]]).toContain(text)
  })
})

describe('translate', () => {
  it('should fill a placeholder', () => {
    expect(translate('fr', 'blog.readTime', { minutes: 12 })).toBe('12 min de lecture')
  })

  it('should leave a placeholder without a value as it is', () => {
    expect(translate('en', 'blog.readTime')).toBe('{minutes} min read')
  })

  it('should return the French text for the French locale', () => {
    expect(translate('fr', 'blog.notFound')).toBe('Article introuvable')
  })

  it('should bind a locale with createTranslator', () => {
    expect(createTranslator('en')('footer.copyright', { year: 2025 })).toBe(
      '© 2025 Nexovia. All rights reserved.',
    )
  })

  it('should translate a message that is a key', () => {
    expect(translateMessage('fr', 'validation.emailInvalid')).toBe('Email invalide')
  })

  it('should pass through a message that is not a key', () => {
    expect(translateMessage('fr', 'Card declined')).toBe('Card declined')
  })
})

describe('French typography', () => {
  it('should put a non-breaking space before every colon, semicolon, exclamation and question mark', () => {
    // Addresses, times ("12:30") and a query after a placeholder ("{url}?reference=") are not prose.
    const prose = (text: string) =>
      text
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\d:\d/g, '')
        .replace(/\}\?/g, '')
    const unspaced = Object.entries(fr).flatMap(([key, text]) =>
      [...prose(text).matchAll(/(.)([:;!?])/g)]
        .filter((match) => match[1] !== '\u00a0' && match[1] !== '\u202f')
        .map(() => key),
    )
    expect(unspaced).toEqual([])
  })
})
