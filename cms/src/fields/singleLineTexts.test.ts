import type { Block, Field, PayloadRequest, SanitizedConfig, TextField } from 'payload'
import { describe, expect, it } from 'vitest'
import { singleLineTexts } from './singleLineTexts'

const EN = 'Keep this field on one line: remove line breaks, tabs and other control characters'
const FR =
  'Gardez ce champ sur une ligne\u00a0: retirez les retours à la ligne, les tabulations et les autres caractères de contrôle'

type OneValidate = (value: string | null | undefined) => true | string
const text = (name: string, validate?: OneValidate): TextField => ({ name, type: 'text', validate })
const referenced: Block = { slug: 'quote', fields: [text('author')] }

/** A config holding text fields at every depth the walk must reach. */
function configOf() {
  const fields = {
    title: text('title', (value) => (value === 'taken' ? 'Already taken' : true)),
    inGroup: text('inGroup'),
    inTab: text('inTab'),
    inBlock: text('inBlock'),
    author: referenced.fields[0] as TextField,
    internal: text('key'),
    inGlobal: text('phone'),
    tags: { ...text('tags'), hasMany: true } as TextField,
    notes: { name: 'notes', type: 'textarea' } as Field,
  }
  const config = {
    blocks: [referenced],
    collections: [
      {
        slug: 'posts',
        fields: [
          fields.title,
          fields.tags,
          fields.notes,
          {
            name: 'meta',
            type: 'group',
            fields: [{ name: 'rows', type: 'array', fields: [fields.inGroup] }],
          },
          { type: 'tabs', tabs: [{ label: 'One', fields: [fields.inTab] }] },
          {
            name: 'layout',
            type: 'blocks',
            blocks: [{ slug: 'hero', fields: [fields.inBlock] }],
            blockReferences: ['quote'],
          },
        ],
      },
      { slug: 'payload-preferences', fields: [fields.internal] },
    ],
    globals: [{ slug: 'site-settings', fields: [fields.inGlobal] }],
  }
  return { config: singleLineTexts(config as unknown as SanitizedConfig), fields }
}

const inLanguage = (language: string) => ({ req: { i18n: { language } } as unknown as PayloadRequest })
/** What the field's validate (as the walk left it) answers for `value`, the panel in `language`. */
const check = (field: Field | TextField, value: unknown, language = 'en') =>
  (field as { validate?: (value: unknown, options: unknown) => unknown }).validate?.(
    value,
    inLanguage(language),
  )

describe('singleLineTexts', () => {
  it.each(['title', 'inGroup', 'inTab', 'inBlock', 'author', 'inGlobal'] as const)(
    'should refuse a line feed in the text field %s',
    (name) => {
      const { fields } = configOf()
      expect(check(fields[name], 'one\ntwo')).toBe(EN)
    },
  )

  it.each([
    ['a CR', 'a\rb'],
    ['a tab', 'a\tb'],
    ['a DEL', 'a\u007fb'],
    ['an escape', 'a\u001bb'],
  ])('should refuse %s', (_name, value) => {
    expect(check(configOf().fields.title, value)).toBe(EN)
  })

  it('should answer in French when the panel is in French', () => {
    expect(check(configOf().fields.title, 'a\nb', 'fr')).toBe(FR)
  })

  it('should refuse a line feed in one value of a text field with many values', () => {
    expect(check(configOf().fields.tags, ['one', 'two\nthree'])).toBe(EN)
  })

  it("should still apply the field's own validate to a one-line value", () => {
    expect([check(configOf().fields.title, 'taken'), check(configOf().fields.title, 'free')]).toEqual([
      'Already taken',
      true,
    ])
  })

  it("should leave textareas and Payload's internal collections alone", () => {
    const { fields } = configOf()
    expect([(fields.notes as TextField).validate, fields.internal.validate]).toEqual([undefined, undefined])
  })
})
