import { describe, expect, it } from 'vitest'
import { hstsMaxAge } from './hsts.ts'

describe('hstsMaxAge', () => {
  it('should send a year in production over https', () => {
    expect(hstsMaxAge({ NODE_ENV: 'production' }, 'https://cms.nexovia.example')).toBe(31_536_000)
  })
  it('should send none over plain http, even in production', () => {
    expect(hstsMaxAge({ NODE_ENV: 'production' }, 'http://127.0.0.1:3000')).toBe(0)
  })
  it('should follow HSTS_MAX_AGE when set', () => {
    expect([
      hstsMaxAge({ NODE_ENV: 'production', HSTS_MAX_AGE: '0' }, 'https://a.example'),
      hstsMaxAge({ HSTS_MAX_AGE: '600' }, 'http://a.example'),
    ]).toEqual([0, 600])
  })
})
