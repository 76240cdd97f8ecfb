import { describe, expect, it } from 'vitest'
import { webAddressOrNull } from './web-address.ts'

describe('webAddressOrNull', () => {
  it('keeps an http(s) address and refuses any other', () => {
    expect(webAddressOrNull('https://checkout.flutterwave.com/pay/x?y=1')).toBe(
      'https://checkout.flutterwave.com/pay/x?y=1',
    )
    expect(webAddressOrNull('HTTP://example.com')).toBe('HTTP://example.com')
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://a b',
      '//evil.example',
      '',
      null,
      42,
    ]) {
      expect(webAddressOrNull(bad)).toBeNull()
    }
  })
})
