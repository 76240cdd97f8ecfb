import { describe, expect, it } from 'vitest'
import { accountTabHref, chosenAccountTab } from './accountTabs'

describe('chosenAccountTab', () => {
  it('should open the tab the address names', () => {
    expect(chosenAccountTab('security', false)).toBe('security')
  })

  it('should open the profile for no tab, an unknown one, or the administration tab of a traveller', () => {
    expect([
      chosenAccountTab(null, false),
      chosenAccountTab('nope', true),
      chosenAccountTab('admin', false),
    ]).toEqual(['profile', 'profile', 'profile'])
  })

  it('should link each tab to its address', () => {
    expect([accountTabHref('bookings'), accountTabHref('profile')]).toEqual(['?tab=bookings', '?'])
  })
})
