import { describe, expect, it } from 'vitest'
import { linkHref } from './richTextLinks'

describe('linkHref', () => {
  it('builds an internal link from the linked document’s current slug, in the page’s locale', () => {
    const doc = { relationTo: 'guides', value: { id: 3, slug: 'dakar' } }
    expect(linkHref({ linkType: 'internal', doc }, 'en')).toBe('/destinations/dakar')
    expect(linkHref({ linkType: 'internal', doc }, 'fr')).toBe('/fr/destinations/dakar')
    expect(
      linkHref({ linkType: 'internal', doc: { relationTo: 'posts', value: { slug: 'harmattan' } } }, 'fr'),
    ).toBe('/fr/blog/harmattan')
  })

  it('drops an internal link whose document the visitor cannot read (a bare id)', () => {
    expect(linkHref({ linkType: 'internal', doc: { relationTo: 'posts', value: 12 } }, 'en')).toBeNull()
  })

  it('keeps outside http(s) links, localizes site paths and refuses script urls', () => {
    expect(linkHref({ linkType: 'custom', url: 'https://travel.state.gov/' }, 'fr')).toBe(
      'https://travel.state.gov/',
    )
    expect(linkHref({ linkType: 'custom', url: '/flights?destination=DSS' }, 'fr')).toBe(
      '/fr/flights?destination=DSS',
    )
    expect(linkHref({ linkType: 'custom', url: 'javascript:alert(1)' }, 'en')).toBeNull()
    expect(linkHref({ linkType: 'custom', url: '//evil.example' }, 'en')).toBeNull()
  })
})
