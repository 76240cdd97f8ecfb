import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZFlightLeadInput } from './lead.ts'

describe('ZFlightLeadInput', () => {
  it('should accept a lead for an itinerary', () => {
    const lead = {
      itinerary_id: 'off_123',
      name: 'Ama',
      email: 'ama@example.com',
      phone: '',
      notes: 'Window seat',
    }
    expect(ZFlightLeadInput.parse(lead)).toEqual({
      itinerary_id: 'off_123',
      name: 'Ama',
      email: 'ama@example.com',
      notes: 'Window seat',
      locale: 'en',
    })
  })

  it('should record no_itinerary when no flight was chosen', () => {
    expect(ZFlightLeadInput.parse({ name: 'Ama', email: 'ama@example.com' }).itinerary_id).toBe(
      'no_itinerary',
    )
  })

  it('should require the name', () => {
    expect(messageAt(ZFlightLeadInput, { name: '', email: 'ama@example.com' }, 'name')).toBe(
      'validation.nameRequired',
    )
  })

  it('should refuse a malformed email', () => {
    expect(messageAt(ZFlightLeadInput, { name: 'Ama', email: 'ama' }, 'email')).toBe('validation.validEmail')
  })
})
