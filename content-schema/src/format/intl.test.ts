import { describe, expect, it } from 'vitest'
import { dateTimeFormat, displayNames, numberFormat } from './intl.ts'

describe('kept Intl formatters', () => {
  it('should hand back the formatter it made for the same language and options', () => {
    const first = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    expect(dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).toBe(first)
    expect(numberFormat('fr-FR', { style: 'percent' })).toBe(numberFormat('fr-FR', { style: 'percent' }))
    expect(displayNames('fr-FR', { type: 'region' })).toBe(displayNames('fr-FR', { type: 'region' }))
  })

  it('should make another for another language, zone or option, each formatting as asked', () => {
    const at = Date.UTC(2026, 11, 15, 13, 5)
    const utc = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    const newYork = dateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    })
    expect(newYork).not.toBe(utc)
    expect(utc.format(at)).toBe('1:05 PM')
    expect(newYork.format(at)).toBe('8:05 AM')
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(2.5)).toBe('3')
    expect(numberFormat('en-US', { maximumFractionDigits: 2 }).format(2.5)).toBe('2.5')
    expect(numberFormat('fr-FR').format(15000)).toBe('15\u202f000')
  })
})
