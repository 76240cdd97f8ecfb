import { describe, expect, it } from 'vitest'
import { ZFlightTicketing } from './ticketing-entry.ts'
import { eTicketProblem, TICKETING_PREFIXES } from './tickets.ts'

const errorsOf = (body: unknown) => {
  const parsed = ZFlightTicketing.safeParse(body)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)
}

describe('eTicketProblem', () => {
  it("should accept 13 digits starting with the airline's prefix", () => {
    expect(eTicketProblem('0062345678901', 'DL')).toBeNull()
  })

  it("should refuse a number of another airline's prefix", () => {
    expect(eTicketProblem('0572345678901', 'DL')).toBe('validation.eTicketPrefix')
  })

  it('should refuse 12 or 14 digits and letters', () => {
    expect(['006234567890', '00623456789012', '006234567890A'].map((n) => eTicketProblem(n, 'DL'))).toEqual([
      'validation.eTicketInvalid',
      'validation.eTicketInvalid',
      'validation.eTicketInvalid',
    ])
  })

  it('should hold a carrier without a checked prefix to the 13 digits alone', () => {
    expect(eTicketProblem('9992345678901', 'KP')).toBeNull()
  })

  it('should keep one 3-digit prefix per airline, none shared', () => {
    const prefixes = Object.values(TICKETING_PREFIXES)
    expect([prefixes.every((prefix) => /^\d{3}$/.test(prefix)), new Set(prefixes).size]).toEqual([
      true,
      prefixes.length,
    ])
  })
})

describe('ZFlightTicketing', () => {
  it('should read a PNR and e-tickets as staff type them, spaced and in lower case', () => {
    expect(
      ZFlightTicketing.parse({ pnr: ' abc12x ', e_tickets: ['006 2345678901', '006-2345678902'] }),
    ).toEqual({
      pnr: 'ABC12X',
      e_tickets: ['0062345678901', '0062345678902'],
    })
  })

  it('should name the field of a short PNR and of a bad e-ticket', () => {
    expect(errorsOf({ pnr: 'AB12', e_tickets: ['0062345678901', '12345'] })).toEqual([
      'pnr:validation.pnrInvalid',
      'e_tickets.1:validation.eTicketInvalid',
    ])
  })

  it('should ask for the PNR and at least one e-ticket', () => {
    expect(errorsOf({ pnr: '', e_tickets: [] })).toEqual([
      'pnr:validation.pnrRequired',
      'e_tickets:validation.eTicketsCount',
    ])
  })

  it('should refuse one e-ticket number given to two passengers', () => {
    expect(errorsOf({ pnr: 'ABC123', e_tickets: ['0062345678901', '0062345678901'] })).toEqual([
      'e_tickets:validation.eTicketRepeated',
    ])
  })
})
