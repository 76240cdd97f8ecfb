import { describe, expect, it } from 'vitest'
import { TAXI_TIME_SLOTS } from './constants.ts'

describe('TAXI_TIME_SLOTS', () => {
  it('should offer 48 pick-up times', () => {
    expect(TAXI_TIME_SLOTS).toHaveLength(48)
  })

  it('should start at midnight and end at half past eleven', () => {
    expect([TAXI_TIME_SLOTS[0], TAXI_TIME_SLOTS.at(-1)]).toEqual(['00:00', '23:30'])
  })

  it('should step by half an hour', () => {
    expect(TAXI_TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:30', '01:00'])
  })
})
