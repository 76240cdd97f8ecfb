import { describe, expect, it } from 'vitest'
import { MAX_WORKERS, workerCount } from './workers.ts'

describe('workerCount', () => {
  it('should run one process of each server unless told otherwise', () => {
    expect([workerCount(undefined), workerCount(''), workerCount(' ')]).toEqual([1, 1, 1])
  })

  it('should take a whole number up to the maximum', () => {
    expect([workerCount('2'), workerCount(String(MAX_WORKERS))]).toEqual([2, MAX_WORKERS])
  })

  it.each(['0', '-1', '1.5', 'two', String(MAX_WORKERS + 1)])('should refuse "%s"', (value) => {
    expect(() => workerCount(value)).toThrow(/WORKERS must be a whole number/)
  })
})
