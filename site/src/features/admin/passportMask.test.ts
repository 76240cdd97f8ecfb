import { describe, expect, it } from 'vitest'
import { maskPassport } from './passportMask'

describe('a masked passport number', () => {
  it('should show only its last three characters', () => {
    expect(maskPassport('G07340000')).toBe('••••••000')
  })

  it('should hide a number of three characters or fewer entirely', () => {
    expect(maskPassport('A12')).toBe('•••')
  })
})
