import { describe, expect, it } from 'vitest'
import { homeFromAbidjan, intoAccra, openJaw } from '../../../../tests/fixtures/flights'
import { itineraryLines } from './itineraryLines'

describe('itineraryLines of a multi-city trip', () => {
  it('should title each leg with its number and cities, in English', () => {
    const titles = itineraryLines(openJaw, [], 'en').filter((line) => line.startsWith('Flight '))
    expect(titles).toEqual(['Flight 1 of 2: New York → Accra', 'Flight 2 of 2: Abidjan → New York'])
  })

  it('should list every flight of every leg', () => {
    const lines = itineraryLines(openJaw, [], 'fr')
    expect(
      ['DL 156', 'KP 31', 'DL 157'].map((number) => lines.some((line) => line.startsWith(number))),
    ).toEqual([true, true, true])
  })

  it('should title each leg in French', () => {
    expect(itineraryLines(openJaw, [], 'fr')[0]).toBe('Vol 1 sur 2\u00a0: New York → Accra')
  })

  it('should keep Outbound and Return for a round trip', () => {
    const roundTrip = { segments: intoAccra, return_segments: homeFromAbidjan }
    const titles = itineraryLines(roundTrip, [], 'en').filter((line) => !line.includes('→'))
    expect(titles).toEqual(['Outbound', 'Return'])
  })
})
