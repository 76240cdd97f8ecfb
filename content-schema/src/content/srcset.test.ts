import { describe, expect, it } from 'vitest'
import { srcsetOf } from './srcset.ts'

const upload = {
  url: '/api/media/file/dakar.jpg',
  width: 2400,
  sizes: {
    hero: { url: '/api/media/file/dakar-1600.webp', width: 1600 },
    thumbnail: { url: '/api/media/file/dakar-400.webp', width: 400 },
    card: { url: '/api/media/file/dakar-800.webp', width: 800 },
  },
}

describe('srcsetOf', () => {
  it('should list every size and the original, narrowest first', () => {
    expect(srcsetOf(upload)).toBe(
      '/api/media/file/dakar-400.webp 400w, /api/media/file/dakar-800.webp 800w, /api/media/file/dakar-1600.webp 1600w, /api/media/file/dakar.jpg 2400w',
    )
  })

  it('should leave out a size Payload did not make (an upload narrower than the size)', () => {
    const small = {
      url: '/s.jpg',
      width: 600,
      sizes: { thumbnail: { url: '/s-400.webp', width: 400 }, card: { url: null, width: null } },
    }
    expect(srcsetOf(small)).toBe('/s-400.webp 400w, /s.jpg 600w')
  })

  it('should keep the lighter size when it is as wide as the original', () => {
    const exact = { url: '/e.jpg', width: 800, sizes: { card: { url: '/e-800.webp', width: 800 } } }
    expect(srcsetOf(exact)).toBe('/e-800.webp 800w')
  })

  it('should give an empty srcset for an image without widths (an SVG)', () => {
    expect(srcsetOf({ url: '/logo.svg', width: null, sizes: {} })).toBe('')
  })

  it("should rewrite each url with the caller's function", () => {
    const onSite = srcsetOf({ url: 'http://cms:3000/a.jpg', width: 500 }, (url) => new URL(url).pathname)
    expect(onSite).toBe('/a.jpg 500w')
  })
})
