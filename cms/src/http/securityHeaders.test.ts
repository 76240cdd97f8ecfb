import { describe, expect, it } from 'vitest'
import { securityHeaders, siteOrigin } from './securityHeaders'

const policy = () => securityHeaders.find(({ key }) => key === 'Content-Security-Policy')?.value ?? ''

describe('the cms security headers', () => {
  it('should let the panel frame the site (its live preview) and nothing else from outside', () => {
    expect(/frame-src ([^;]+)/.exec(policy())?.[1]).toBe(`'self' ${siteOrigin(process.env)}`)
  })

  it('should still be framed by nobody', () => {
    expect(policy()).toContain("frame-ancestors 'none'")
  })
})

describe('siteOrigin', () => {
  it('should take the origin of the public site address', () => {
    expect(siteOrigin({ PUBLIC_SITE_URL: 'https://nexovia.example/' })).toBe('https://nexovia.example')
  })

  it("should fall back to the site's local port", () => {
    expect(siteOrigin({ SITE_PORT: '4402' })).toBe('http://localhost:4402')
  })
})
