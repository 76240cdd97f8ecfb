import { describe, expect, it } from 'vitest'
import { cancellationTerms } from './cancellation.ts'
import { flightFreeCancellationUntil } from './flight-24-hour-rule.ts'

const bookedAt = new Date('2026-11-27T10:00:00Z')
const DAY_MS = 86_400_000
const intoAccra = [{ from: 'JFK', to: 'ACC' }]
const withinAfrica = [{ from: 'ACC', to: 'ABJ' }]

const until = (daysBefore: number, flights = intoAccra) =>
  flightFreeCancellationUntil({
    bookedAt,
    departsAt: new Date(bookedAt.getTime() + daysBefore * DAY_MS),
    flights,
  })

describe('the 24-hour rule', () => {
  it('should refund in full until 24 hours after booking a US trip 7 days ahead', () => {
    expect(until(7)?.toISOString()).toBe('2026-11-28T10:00:00.000Z')
  })

  it('should not apply to a US trip booked a minute short of 7 days ahead', () => {
    expect(until(7 - 1 / 1440)).toBeNull()
  })

  it('should not apply to a trip that never touches the United States', () => {
    expect(until(30, withinAfrica)).toBeNull()
  })

  it('should offer the cancel a minute before the 24 hours end, and not at their end', () => {
    const deadline = until(30)
    const at = (minutes: number) => new Date(bookedAt.getTime() + minutes * 60_000)
    expect([
      cancellationTerms('confirmed', deadline, at(24 * 60 - 1)).kind,
      cancellationTerms('confirmed', deadline, at(24 * 60)).kind,
    ]).toEqual(['free', 'contact'])
  })
})
