import { describe, expect, it } from 'vitest'
import { swipeDirection } from './swipeDirection'

describe('swipeDirection', () => {
  it('should turn to the next slide on a swipe to the left and back on a swipe to the right', () => {
    expect([
      swipeDirection({ x: 300, y: 100 }, { x: 200, y: 110 }),
      swipeDirection({ x: 100, y: 100 }, { x: 220, y: 90 }),
    ]).toEqual([1, -1])
  })
  it('should leave a tap and a vertical scroll alone', () => {
    expect([
      swipeDirection({ x: 100, y: 100 }, { x: 110, y: 100 }),
      swipeDirection({ x: 100, y: 100 }, { x: 150, y: 300 }),
    ]).toEqual([0, 0])
  })
})
