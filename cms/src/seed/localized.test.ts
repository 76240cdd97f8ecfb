import { describe, expect, it } from 'vitest'
import { inLocale, withRowIds } from './localized'

describe('inLocale', () => {
  it('should replace every en/fr pair by the text of one language, however deep', () => {
    const data = {
      title: { en: 'Hello', fr: 'Bonjour' },
      rows: [{ label: { en: 'Beach', fr: 'Plage' }, rank: 1 }],
    }
    expect(inLocale(data, 'fr')).toEqual({ title: 'Bonjour', rows: [{ label: 'Plage', rank: 1 }] })
  })

  it('should leave objects that merely contain an en key alone', () => {
    expect(inLocale({ en: 'a', fr: 'b', other: 'c' }, 'en')).toEqual({ en: 'a', fr: 'b', other: 'c' })
  })
})

describe('withRowIds', () => {
  it('should copy the saved row ids onto the translation, row by row and in nested arrays', () => {
    const saved = {
      rows: [
        { id: 'r1', tags: [{ id: 't1', label: 'Beach' }] },
        { id: 'r2', tags: [] },
      ],
    }
    const translation = { rows: [{ tags: [{ label: 'Plage' }] }, { tags: [] }] }
    expect(withRowIds(translation, saved)).toEqual({
      rows: [
        { id: 'r1', tags: [{ id: 't1', label: 'Plage' }] },
        { id: 'r2', tags: [] },
      ],
    })
  })
})
