import { describe, expect, it } from 'vitest'
import { heroHref } from './heroHref'

describe('heroHref', () => {
  it('should localize the path and keep the query and the fragment', () => {
    expect([
      heroHref('/flights?destination=ACC', 'fr'),
      heroHref('/#concierge', 'fr'),
      heroHref('/destinations/abidjan', 'en'),
    ]).toEqual(['/fr/flights?destination=ACC', '/fr#concierge', '/destinations/abidjan'])
  })

  it('should lead to the flight search without a link, or with one that is not a page of this site', () => {
    expect([
      heroHref(null, 'en'),
      heroHref('https://evil.example', 'fr'),
      heroHref('//evil.example', 'en'),
    ]).toEqual(['/flights', '/fr/flights', '/flights'])
  })
})
