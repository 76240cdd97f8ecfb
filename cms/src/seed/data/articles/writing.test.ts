import { describe, expect, it } from 'vitest'
import { frenchSpacing } from './writing'

describe('frenchSpacing', () => {
  it('should put a non-breaking space before a colon and inside guillemets', () => {
    expect(frenchSpacing('Harmattan : le « vent » du désert')).toBe(
      'Harmattan\u00a0: le «\u00a0vent\u00a0» du désert',
    )
  })

  it('should put a narrow non-breaking space before ; ! and ?', () => {
    expect(frenchSpacing('Un visa ? Oui ; avant le départ !')).toBe(
      'Un visa\u202f? Oui\u202f; avant le départ\u202f!',
    )
  })

  it('should leave English and unspaced punctuation alone', () => {
    expect(frenchSpacing('Harmattan: what to pack? https://www.gis.gov.gh')).toBe(
      'Harmattan: what to pack? https://www.gis.gov.gh',
    )
  })
})
