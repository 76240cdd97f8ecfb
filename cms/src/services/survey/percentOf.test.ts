import { describe, expect, it } from 'vitest'
import { percentOf } from './percentOf'

describe('percentOf', () => {
  it('should round a share to one decimal', () => {
    expect([percentOf(1, 3), percentOf(2, 3), percentOf(1, 8)]).toEqual([33.3, 66.7, 12.5])
  })

  it('should give 0 when there is no response yet', () => {
    expect(percentOf(0, 0)).toBe(0)
  })
})
