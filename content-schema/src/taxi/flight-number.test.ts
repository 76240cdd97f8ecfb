import { describe, expect, it } from 'vitest'
import { formatFlightNumber, parseFlightNumber } from './flight-number.ts'

describe('parseFlightNumber', () => {
  it.each([
    ['AF 702', 'AF702'],
    ['ET509', 'ET509'],
    ['kq-0512', 'KQ0512'],
    ['  dl 1 ', 'DL1'],
    ['3U 8001', '3U8001'],
  ])('should read %j as %s', (typed, code) => {
    expect(parseFlightNumber(typed)?.code).toBe(code)
  })

  it.each(['', 'AF', '702', 'AF 70211', 'A 702', '22 702', 'AFR 702', 'AF 70A', 'AF  702'])(
    'should refuse %j',
    (typed) => {
      expect(parseFlightNumber(typed)).toBeNull()
    },
  )

  it('should split the carrier from the number', () => {
    expect(parseFlightNumber('et509')).toEqual({ carrier: 'ET', number: '509', code: 'ET509' })
  })
})

describe('formatFlightNumber', () => {
  it('should write the carrier, a space and the number', () => {
    expect([formatFlightNumber('af702'), formatFlightNumber('ET-509')]).toEqual(['AF 702', 'ET 509'])
  })
})
