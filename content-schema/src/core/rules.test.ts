import { describe, expect, it } from 'vitest'
import { isListablePost } from '../content/post-listing.ts'
import { isInTimeWindow } from '../flights/time-window.ts'
import { paymentPollOutcome } from '../payments/polling.ts'
import { serviceTypeForZone } from '../taxi/service.ts'
import { canAssignDriver, canChangeConciergeStatus, nextConciergeStatus } from './status-transitions.ts'

describe('concierge status', () => {
  it.each([
    ['pending', 'contacted'],
    ['contacted', 'completed'],
    ['completed', undefined],
  ] as const)('should move %s to %s', (from, to) => {
    expect(nextConciergeStatus(from)).toBe(to)
  })

  it('should not allow skipping from pending to completed', () => {
    expect(canChangeConciergeStatus('pending', 'completed')).toBe(false)
  })
})

describe('canAssignDriver', () => {
  it('should allow a paid ride without a driver', () => {
    expect(canAssignDriver({ status: 'paid', driver: null })).toBe(true)
  })

  it('should refuse a paid ride that has a driver', () => {
    expect(canAssignDriver({ status: 'paid', driver: 4 })).toBe(false)
  })

  it('should refuse a ride awaiting payment', () => {
    expect(canAssignDriver({ status: 'pending_payment' })).toBe(false)
  })
})

describe('paymentPollOutcome', () => {
  it('should stop when the payment is paid', () => {
    expect(paymentPollOutcome({ payment_status: 'paid', transaction_status: 'complete' })).toBe('paid')
  })

  it('should stop at a payment refunded since, as settled', () => {
    expect(paymentPollOutcome({ payment_status: 'refunded', transaction_status: 'complete' })).toBe('paid')
  })

  it('should stop when the transaction failed', () => {
    expect(paymentPollOutcome({ payment_status: 'unpaid', transaction_status: 'failed' })).toBe('failed')
  })

  it('should stop when the session expired', () => {
    expect(paymentPollOutcome({ payment_status: 'unpaid', transaction_status: 'expired' })).toBe('failed')
  })

  it('should keep polling an open session', () => {
    expect(paymentPollOutcome({ payment_status: 'unpaid', transaction_status: 'open' })).toBe('pending')
  })
})

describe('isListablePost', () => {
  const post = {
    title: 'Ten experiences',
    excerpt: 'From Abidjan to Assinie',
    image: 3,
    _status: 'published',
  }

  it('should list a published post with a title, an excerpt and an image', () => {
    expect(isListablePost(post)).toBe(true)
  })

  it('should drop a post without an image', () => {
    expect(isListablePost({ ...post, image: null })).toBe(false)
  })

  it('should drop a post with a blank excerpt', () => {
    expect(isListablePost({ ...post, excerpt: ' ' })).toBe(false)
  })

  it('should drop a draft', () => {
    expect(isListablePost({ ...post, _status: 'draft' })).toBe(false)
  })
})

describe('serviceTypeForZone', () => {
  it('should switch a taxi in West Africa to Yango', () => {
    expect(serviceTypeForZone('taxi', 'west-africa')).toBe('yango')
  })

  it('should keep a taxi in the northeast US', () => {
    expect(serviceTypeForZone('taxi', 'us-northeast')).toBe('taxi')
  })

  it('should keep a private chauffeur in West Africa', () => {
    expect(serviceTypeForZone('private_chauffeur', 'west-africa')).toBe('private_chauffeur')
  })
})

describe('isInTimeWindow', () => {
  it.each([
    [6, 'morning', true],
    [11, 'morning', true],
    [12, 'morning', false],
    [12, 'afternoon', true],
    [18, 'evening', true],
    [5, 'evening', false],
    [3, 'any', true],
  ] as const)('should put hour %i in the %s window: %s', (hour, window, expected) => {
    expect(isInTimeWindow(hour, window)).toBe(expected)
  })
})
