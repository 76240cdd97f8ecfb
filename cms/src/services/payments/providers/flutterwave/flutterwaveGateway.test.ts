import { describe, expect, it } from 'vitest'
import { approvalPageOf } from './flutterwaveGateway'

describe('approvalPageOf', () => {
  it.each([
    [
      'a redirect to an https page',
      { authorization: { mode: 'redirect', redirect: 'https://checkout.flutterwave.com/x' } },
      'https://checkout.flutterwave.com/x',
    ],
    ['a javascript: address', { authorization: { mode: 'redirect', redirect: 'javascript:alert(1)' } }, null],
    ['a data: address', { authorization: { mode: 'redirect', redirect: 'data:text/html,x' } }, null],
    ['another mode', { authorization: { mode: 'otp', redirect: 'https://example.com' } }, null],
    ['no meta', undefined, null],
  ])('should read %s', (_name, meta, expected) => {
    expect(approvalPageOf(meta)).toBe(expected)
  })
})
