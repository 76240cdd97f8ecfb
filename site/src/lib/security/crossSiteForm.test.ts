import { describe, expect, it } from 'vitest'
import { isForbiddenCrossSiteForm } from './crossSiteForm'

const SITE = 'https://nexovia.example'
const post = (path: string, headers: Record<string, string>) =>
  [new Request(`${SITE}${path}`, { method: 'POST', headers }), new URL(`${SITE}${path}`)] as const
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

describe('isForbiddenCrossSiteForm', () => {
  it("should let Twilio's signed form reach the webhook without an Origin", () => {
    expect(isForbiddenCrossSiteForm(...post('/api/messages/sms/webhook', FORM))).toBe(false)
  })

  it('should refuse a form from another site anywhere else, as Astro does', () => {
    expect(isForbiddenCrossSiteForm(...post('/api/users/login', FORM))).toBe(true)
    expect(
      isForbiddenCrossSiteForm(...post('/api/users/login', { ...FORM, origin: 'https://evil.example' })),
    ).toBe(true)
  })

  it("should accept the site's own forms and JSON posts", () => {
    expect(isForbiddenCrossSiteForm(...post('/api/users/login', { ...FORM, origin: SITE }))).toBe(false)
    expect(
      isForbiddenCrossSiteForm(...post('/api/users/login', { 'content-type': 'application/json' })),
    ).toBe(false)
  })
})
