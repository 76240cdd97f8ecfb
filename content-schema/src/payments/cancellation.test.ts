import { describe, expect, it } from 'vitest'
import { cancellationTerms, freeCancellationDeadline } from './cancellation.ts'

const NOW = new Date('2026-12-01T10:00:00Z')

describe('free cancellation', () => {
  it('should end 24 hours before a pickup and 48 hours before a check-in', () => {
    const start = new Date('2026-12-10T00:00:00Z')
    expect([
      freeCancellationDeadline(start, 'taxi').toISOString(),
      freeCancellationDeadline(start, 'hotel').toISOString(),
    ]).toEqual(['2026-12-09T00:00:00.000Z', '2026-12-08T00:00:00.000Z'])
  })

  it('should let a paid booking be cancelled until its deadline', () => {
    const deadline = new Date('2026-12-01T10:00:01Z')
    expect(cancellationTerms('confirmed', deadline, NOW)).toEqual({
      kind: 'free',
      until: deadline.toISOString(),
    })
  })

  it('should send the traveller to the team from the deadline on, or when there is no free cancellation', () => {
    expect([cancellationTerms('confirmed', NOW, NOW), cancellationTerms('confirmed', null, NOW)]).toEqual([
      { kind: 'contact' },
      { kind: 'contact' },
    ])
  })

  it.each(['pending', 'expired', 'failed', 'cancelled', 'refunded'])(
    'should offer nothing for a %s booking',
    (status) => {
      expect(cancellationTerms(status, new Date('2027-01-01T00:00:00Z'), NOW)).toEqual({ kind: 'closed' })
    },
  )
})
