import type { TEntryRequirement } from '@nexovia/content-schema/content/entry-requirements'
import { describe, expect, it } from 'vitest'
import {
  type DestinationRequirements,
  defaultNationalityGroup,
  destinationEntry,
} from './entryRequirementsRules'

const usEntry: TEntryRequirement = {
  group: 'us',
  visa: 'e_visa',
  visaUrl: 'https://snedai.com/e-visa/',
  yellowFever: 'required',
  passportValidity: '6 months',
  lastChecked: '2026-11-02',
  sourceUrl: 'https://travel.state.gov/',
}
const ecowasEntry: TEntryRequirement = { ...usEntry, group: 'ecowas', visa: 'none', visaUrl: null }
const requirements: DestinationRequirements = { ABJ: [usEntry, ecowasEntry], BOS: [] }

describe('defaultNationalityGroup', () => {
  it('should start English readers on the US passport', () => {
    expect(defaultNationalityGroup('en')).toBe('us')
  })

  it('should start French readers on an ECOWAS passport', () => {
    expect(defaultNationalityGroup('fr')).toBe('ecowas')
  })
})

describe('destinationEntry', () => {
  it("should give the group's entry of the destination", () => {
    expect(destinationEntry(requirements, 'ABJ', 'ecowas')).toEqual({ entry: ecowasEntry })
  })

  it('should read the airport code in any case', () => {
    expect(destinationEntry(requirements, 'abj', 'us')).toEqual({ entry: usEntry })
  })

  it('should give no entry when the guide has none for the group', () => {
    expect(destinationEntry(requirements, 'ABJ', 'eu')).toEqual({ entry: null })
  })

  it('should give nothing for a destination no guide covers', () => {
    expect(destinationEntry(requirements, 'LOS', 'us')).toBeNull()
  })

  it('should give nothing for a guide without entry requirements', () => {
    expect(destinationEntry(requirements, 'BOS', 'us')).toBeNull()
  })
})
