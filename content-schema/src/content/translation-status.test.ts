import { describe, expect, it } from 'vitest'
import { missingLocales } from './translation-status.ts'

describe('missingLocales', () => {
  const required = ['title', 'excerpt']

  it('names each language in which a required text is empty or blank', () => {
    expect(
      missingLocales(
        { title: { en: 'Dakar', fr: 'Dakar' }, excerpt: { en: 'Sea and music', fr: '  ' } },
        required,
      ),
    ).toEqual(['fr'])
    expect(missingLocales({ title: { en: 'Lagos' }, excerpt: { en: 'Energy' } }, required)).toEqual(['fr'])
    expect(missingLocales({ title: { fr: 'Lagos' }, excerpt: { fr: 'Énergie' } }, required)).toEqual(['en'])
  })

  it('finds nothing missing when every required text is written in both', () => {
    expect(missingLocales({ title: { en: 'a', fr: 'b' }, excerpt: { en: 'c', fr: 'd' } }, required)).toEqual(
      [],
    )
  })

  it('counts a document without the field at all as missing everywhere', () => {
    expect(missingLocales({}, required)).toEqual(['en', 'fr'])
  })
})
