import { describe, expect, it } from 'vitest'
import { cmsPanelOrigins, frameAncestorsFor, withFrameAncestors } from './previewFraming'

const PANEL = ['https://cms.nexovia.example']

describe('frameAncestorsFor', () => {
  it('should let the panel frame the draft preview in English and French', () => {
    expect([frameAncestorsFor('/preview', PANEL), frameAncestorsFor('/fr/preview/', PANEL)]).toEqual([
      'https://cms.nexovia.example',
      'https://cms.nexovia.example',
    ])
  })

  it.each(['/', '/fr', '/blog/harmattan', '/destinations/dakar', '/preview-x', '/admin/login'])(
    'should let nobody frame %s',
    (path) => {
      expect(frameAncestorsFor(path, PANEL)).toBe("'none'")
    },
  )

  it('should let nobody frame the preview when no panel origin is known', () => {
    expect(frameAncestorsFor('/preview', [])).toBe("'none'")
  })
})

describe('cmsPanelOrigins', () => {
  it('should take the public address of the cms alone when it is set', () => {
    expect(
      cmsPanelOrigins({
        CMS_PUBLIC_URL: 'https://cms.nexovia.example/admin',
        CMS_URL: 'http://127.0.0.1:3000',
      }),
    ).toEqual(['https://cms.nexovia.example'])
  })

  it('should name both loopback spellings of a local cms', () => {
    expect(cmsPanelOrigins({ CMS_URL: 'http://127.0.0.1:3102' })).toEqual([
      'http://127.0.0.1:3102',
      'http://localhost:3102',
    ])
  })

  it('should fall back to the default cms port', () => {
    expect(cmsPanelOrigins({})).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
  })
})

describe('withFrameAncestors', () => {
  it("should replace the page's frame-ancestors and keep its other directives", () => {
    expect(
      withFrameAncestors("default-src 'self'; frame-ancestors 'none'; img-src 'self';", 'https://a.example'),
    ).toBe("default-src 'self'; img-src 'self'; frame-ancestors https://a.example")
  })
})
