import { describe, expect, it } from 'vitest'
import { builtInSupportTeams } from './support-team-view.ts'

describe('builtInSupportTeams', () => {
  it('should give the French names in French', () => {
    expect(builtInSupportTeams('fr').map((team) => team.displayName)).toEqual([
      'Équipe États-Unis',
      'Équipe Côte d’Ivoire',
      'Équipe internationale',
    ])
  })
})
