import { describe, expect, it } from 'vitest'
import { fillTemplate, toE164, unknownTemplateVariables } from './message-events.ts'

describe('message templates', () => {
  it('should name the placeholders the event does not provide', () => {
    expect(unknownTemplateVariables('driverAssigned', 'Hi {{driver}} at {{ when }}, {{refrence}}')).toEqual([
      'refrence',
    ])
  })

  it('should fill each placeholder with its value', () => {
    expect(fillTemplate('Booking {{reference}}: {{pnr}}', { reference: 'NX-1', pnr: 'ABC123' })).toBe(
      'Booking NX-1: ABC123',
    )
  })
})

describe('phone numbers', () => {
  it('should write what a traveller typed in E.164', () => {
    expect(toE164('+233 20 123 4567')).toBe('+233201234567')
    expect(toE164('+1 (212) 555-0100')).toBe('+12125550100')
  })

  it('should refuse a number without its country code or too short', () => {
    expect([toE164('020 123 4567'), toE164('+12'), toE164('+233 20 12a 4567')]).toEqual([null, null, null])
  })
})
