import { describe, expect, it } from 'vitest'
import { DESTINATION_SLUGS } from '../core/enums.ts'
import { AIRPORTS } from '../places/airports.ts'
import {
  GUIDE_OF_AIRPORT,
  nationalityGroup,
  requirementsFor,
  staleEntries,
  type TEntryRequirement,
} from './entry-requirements.ts'

const entry = (group: TEntryRequirement['group'], lastChecked = '2026-11-01'): TEntryRequirement => ({
  group,
  visa: group === 'ecowas' ? 'none' : 'e_visa',
  yellowFever: 'required',
  lastChecked,
  sourceUrl: 'https://www.snedai.com',
})
const ABIDJAN = [entry('other'), entry('us'), entry('ecowas'), entry('eu')]

describe('nationalityGroup', () => {
  it.each([
    ['US', 'us'],
    ['fr', 'eu'],
    ['CH', 'eu'],
    ['SN', 'ecowas'],
    ['GH', 'ecowas'],
    ['GB', 'other'],
    ['CA', 'other'],
  ])('should put %s in %s', (code, group) => {
    expect(nationalityGroup(code)).toBe(group)
  })
})

describe('requirementsFor', () => {
  it('should give each group of the travellers once, naming who it applies to', () => {
    const { entries } = requirementsFor(ABIDJAN, ['fr', 'US', 'DE', 'US'])
    expect(entries.map((item) => [item.group, item.nationalities])).toEqual([
      ['us', ['US']],
      ['eu', ['FR', 'DE']],
    ])
  })

  it('should give every group, in order, when no nationality is known', () => {
    expect(requirementsFor(ABIDJAN, []).entries.map((item) => item.group)).toEqual([
      'us',
      'eu',
      'ecowas',
      'other',
    ])
  })

  it('should list a nationality whose group the destination has no entry for', () => {
    expect(requirementsFor([entry('us')], ['US', 'NG'])).toMatchObject({ unknown: ['NG'] })
  })
})

describe('staleEntries', () => {
  it('should flag entries checked more than 90 days ago', () => {
    const entries = [entry('us', '2026-08-01'), entry('eu', '2026-09-01')]
    expect(staleEntries(entries, new Date('2026-11-25')).map((item) => item.group)).toEqual(['us'])
  })
})

describe('GUIDE_OF_AIRPORT', () => {
  it.each([
    ['DSS', 'dakar'],
    ['LOS', 'lagos'],
  ])('should give the guide of %s (%s), whose entry requirements its bookings show', (airport, slug) => {
    expect(GUIDE_OF_AIRPORT[airport]).toBe(slug)
  })

  it('should name only guides that exist', () => {
    const slugs: readonly string[] = DESTINATION_SLUGS
    expect(Object.values(GUIDE_OF_AIRPORT).filter((slug) => !slugs.includes(slug))).toEqual([])
  })

  it('should send every US airport the flight search sells to a city guide', () => {
    const us = AIRPORTS.filter((airport) => airport.countryCode === 'US')
    expect([us.length, us.filter((airport) => !GUIDE_OF_AIRPORT[airport.code]).map((a) => a.code)]).toEqual([
      16,
      [],
    ])
  })

  it('should send both Washington airports to its guide', () => {
    expect([GUIDE_OF_AIRPORT.IAD, GUIDE_OF_AIRPORT.BWI]).toEqual(['washington-dc', 'washington-dc'])
  })
})
