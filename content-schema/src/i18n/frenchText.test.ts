import { describe, expect, it } from 'vitest'
import { frenchSpacingFaults } from '../format/punctuation.ts'
import { fr } from './fr.ts'
import { englishWordIn, titleCaseWordIn } from './frenchText.ts'
import { frenchTextProblems } from './frenchTextProblems.ts'

const entries = Object.entries(fr)
// A title, a heading, a label or a link: short texts that name things, written in sentence case.
const isTitle = (key: string, text: string) =>
  /(^nav\.|\.(title|heading|label|link|cta|tab|button)$|Title$|Heading$)/.test(key) &&
  text.length < 60 &&
  !/[.!?]$/.test(text)

describe('the French dictionary', () => {
  it('should space ": ; ! ?" and « » with no-break spaces in every entry', () => {
    const faults = entries.flatMap(([key, text]) =>
      frenchSpacingFaults(text).map((fault) => `${key}: ${fault} in "${text}"`),
    )
    expect(faults).toEqual([])
  })

  it('should leave no English word in any entry', () => {
    const faults = entries.flatMap(([key, text]) => {
      const word = englishWordIn(text)
      return word ? [`${key}: "${word}" in "${text}"`] : []
    })
    expect(faults).toEqual([])
  })

  it('should write every title in sentence case', () => {
    const faults = entries.flatMap(([key, text]) => {
      const word = isTitle(key, text) ? titleCaseWordIn(text) : undefined
      return word ? [`${key}: "${word}" in "${text}"`] : []
    })
    expect(faults).toEqual([])
  })
})

describe('the French text rules', () => {
  it('should find the faults a French reader sees', () => {
    expect([
      frenchSpacingFaults('États-Unis: +1'),
      frenchSpacingFaults('États-Unis\u00a0: +1, « oui\u00a0»'),
      englishWordIn('Kotoka International Airport'),
      englishWordIn('Écrivez à {from}, 8 h 35'),
      titleCaseWordIn('Mon Compte'),
      titleCaseWordIn('Vols vers Accra'),
    ]).toEqual([
      ['no no-break space before ":"'],
      ['no no-break space after «'],
      'Airport',
      undefined,
      'Compte',
      undefined,
    ])
  })
})

describe('frenchTextProblems', () => {
  it('should name ISO dates, colon times and IANA zone names (issue 42)', () => {
    expect(
      frenchTextProblems(
        'atterrit à ACC le 2027-02-27 à 04:40 (Africa/Accra)\natterrit le lun. 1 févr., 2\u00a0h\u00a025',
      ),
    ).toEqual(['2027-02-27, 04:40, Africa/Accra in "atterrit à ACC le 2027-02-27 à 04:40 (Africa/Accra)"'])
  })
})
