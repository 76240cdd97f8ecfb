import { describe, expect, it } from 'vitest'
import { crispCspAdditions, mapTileDirectives, PAGE_DIRECTIVES } from './contentSecurityPolicy'

describe('crispCspAdditions', () => {
  it('should allow nothing from Crisp when the widget is off', () => {
    expect(crispCspAdditions(undefined)).toEqual({ scriptResources: [], styleResources: [], directives: [] })
  })

  it("should treat the word 'disabled' as off", () => {
    expect(crispCspAdditions('disabled').scriptResources).toEqual([])
  })

  it("should allow Crisp's script host when a website id is set", () => {
    expect(crispCspAdditions('0c1a2b3c-website-id').scriptResources).toContain('https://client.crisp.chat')
  })

  it("should allow Crisp's messaging socket when a website id is set", () => {
    expect(crispCspAdditions('0c1a2b3c-website-id').directives.join(';')).toContain(
      'wss://client.relay.crisp.chat',
    )
  })
})

describe('PAGE_DIRECTIVES', () => {
  it('should forbid framing the site', () => {
    expect(PAGE_DIRECTIVES).toContain("frame-ancestors 'none'")
  })
})

describe('mapTileDirectives', () => {
  it('should let images come from the map tiles origin only when a tile URL is configured', () => {
    expect([
      mapTileDirectives(undefined),
      mapTileDirectives('https://{s}.tile.example.org/{z}/{x}/{y}.png'),
    ]).toEqual([[], ['img-src https://*.tile.example.org']])
  })
})
