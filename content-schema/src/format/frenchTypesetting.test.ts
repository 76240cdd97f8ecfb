import { describe, expect, it } from 'vitest'
import { typesetFrench, typesetFrenchRichText } from './frenchTypesetting.ts'
import { frenchSpacingFaults } from './punctuation.ts'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('typesetFrench', () => {
  it('should put a no-break space before a colon, typed with a space or without', () => {
    expect([typesetFrench('La perle des lagunes : une capitale'), typesetFrench('Note: ceci')]).toEqual([
      `La perle des lagunes${NBSP}: une capitale`,
      `Note${NBSP}: ceci`,
    ])
  })

  it('should put a narrow no-break space before ; ! and ?', () => {
    expect(typesetFrench('Bonjour ! Un visa? Oui; avant le départ !')).toBe(
      `Bonjour${NNBSP}! Un visa${NNBSP}? Oui${NNBSP}; avant le départ${NNBSP}!`,
    )
  })

  it('should space the inside of « »', () => {
    expect(typesetFrench('le «vent» et le « sable »')).toBe(
      `le «${NBSP}vent${NBSP}» et le «${NBSP}sable${NBSP}»`,
    )
  })

  it('should turn an apostrophe between letters into a typographic one', () => {
    expect(typesetFrench("l'été à Côte d'Ivoire")).toBe('l’été à Côte d’Ivoire')
  })

  it('should leave URLs, e-mail addresses, code, placeholders and times alone', () => {
    const kept = 'https://ecb.europa.eu/x?a=1&b=2 contact@nexovia.example `a: b` {count} 10:30'
    expect(typesetFrench(kept)).toBe(kept)
  })

  it('should space the punctuation that follows a URL', () => {
    expect(typesetFrench('Voir https://example.org/a?b=1 ; ou www.ecb.europa.eu !')).toBe(
      `Voir https://example.org/a?b=1${NNBSP}; ou www.ecb.europa.eu${NNBSP}!`,
    )
  })

  it('should space "?!" once, before the first mark', () => {
    expect(typesetFrench('Vraiment ?!')).toBe(`Vraiment${NNBSP}?!`)
  })

  it('should change nothing when applied twice, and leave no fault the interface check finds', () => {
    const once = typesetFrench("Harmattan : l'air « sec » ! Quoi ? Oui ; bien.")
    expect([typesetFrench(once), frenchSpacingFaults(once)]).toEqual([once, []])
  })
})

describe('typesetFrenchRichText', () => {
  it('should typeset text nodes and keep inline code and code blocks', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Bonjour !', format: 0 },
              { type: 'text', text: 'a: b', format: 16 },
            ],
          },
          { type: 'code', children: [{ type: 'text', text: 'x ? y : z', format: 0 }] },
        ],
      },
    }
    const typeset = typesetFrenchRichText(value)
    expect(typeset.root.children[0]?.children?.map((node) => node.text)).toEqual([`Bonjour${NNBSP}!`, 'a: b'])
    expect(typeset.root.children[1]).toEqual(value.root.children[1])
  })
})
