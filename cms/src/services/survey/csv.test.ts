import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('csvCell', () => {
  it.each([['=1+2'], ['+33 6 12'], ['-2'], ['@SUM(A1)'], ['\tcmd']])(
    'should neutralise %j, which a spreadsheet would run as a formula',
    (value) => {
      expect(csvCell(value).startsWith(`'`)).toBe(true)
    },
  )

  it('should quote a cell holding a comma, a quote or a line break', () => {
    expect(['a,b', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual(['"a,b"', '"say ""hi"""', '"two\nlines"'])
  })

  it('should keep accents and plain text as they are', () => {
    expect(csvCell('Côte d’Ivoire, été')).toBe('"Côte d’Ivoire, été"')
  })

  it('should leave a missing value empty', () => {
    expect([csvCell(null), csvCell(undefined)]).toEqual(['', ''])
  })
})

describe('csvRow', () => {
  it('should join the cells with commas and end with CRLF', () => {
    expect(csvRow([1, 'fr', null, '=cmd'])).toBe(`1,fr,,'=cmd\r\n`)
  })
})
