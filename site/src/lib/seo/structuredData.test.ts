import { describe, expect, it } from 'vitest'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  touristDestinationJsonLd,
} from './structuredData'

describe('breadcrumbJsonLd', () => {
  it('should number the crumbs from 1 in order', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://x.test/' },
      { name: 'Blog', url: 'https://x.test/blog' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://x.test/blog' },
    ])
  })
})

describe('serializeJsonLd', () => {
  it('should escape a closing script tag coming from content', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
  })

  it('should stay parseable to the same data', () => {
    const data = { name: 'a < b', list: [1, 2] }
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data)
  })
})

describe('blogPostingJsonLd', () => {
  it('should leave out the image and dates it does not have', () => {
    const data = blogPostingJsonLd({
      headline: 'T',
      description: 'D',
      url: 'https://x.test/blog/t',
      image: null,
      datePublished: null,
      dateModified: null,
      inLanguage: 'fr',
      publisher: 'Nexovia',
      publisherUrl: 'https://x.test/',
    })
    expect(Object.keys(data)).not.toContain('image')
  })
})

describe('touristDestinationJsonLd', () => {
  it('should list the attractions as tourist attractions', () => {
    const data = touristDestinationJsonLd({
      name: 'Accra',
      description: 'D',
      url: 'https://x.test/destinations/accra',
      image: null,
      inLanguage: 'en',
      attractions: [{ name: 'Labadi Beach', description: 'Busy beach' }],
    })
    expect(data.includesAttraction).toEqual([
      { '@type': 'TouristAttraction', name: 'Labadi Beach', description: 'Busy beach' },
    ])
  })
})

describe('organizationJsonLd', () => {
  it('should describe an Organization', () => {
    const data = organizationJsonLd({ name: 'Nexovia', url: 'https://x.test/', logo: 'l', description: 'd' })
    expect(data['@type']).toBe('Organization')
  })
})

describe('faqPageJsonLd', () => {
  it('should make each question a Question with its accepted answer', () => {
    const data = faqPageJsonLd([{ question: 'Do I need a visa?', answer: 'Yes, before you fly.' }], 'en')
    expect(data).toMatchObject({
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do I need a visa?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, before you fly.' },
        },
      ],
    })
  })

  it('should give nothing for a page without questions', () => {
    expect(faqPageJsonLd([], 'fr')).toBeNull()
  })
})
