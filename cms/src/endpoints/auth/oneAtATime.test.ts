import { describe, expect, it } from 'vitest'
import { oneAtATime } from './oneAtATime'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('oneAtATime', () => {
  it('should run the tasks of one key one after the other, in order', async () => {
    const events: string[] = []
    const task = (name: string) => async () => {
      events.push(`${name} start`)
      await tick()
      events.push(`${name} end`)
    }
    await Promise.all([oneAtATime('admin', task('a')), oneAtATime('admin', task('b'))])
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end'])
  })

  it('should let tasks of different keys overlap', async () => {
    const events: string[] = []
    const task = (name: string) => async () => {
      events.push(`${name} start`)
      await tick()
      events.push(`${name} end`)
    }
    await Promise.all([oneAtATime('ama', task('a')), oneAtATime('kofi', task('b'))])
    expect(events.slice(0, 2)).toEqual(['a start', 'b start'])
  })

  it('should run the next task of a key after one that failed', async () => {
    const failed = oneAtATime('admin', async () => {
      throw new Error('wrong password')
    })
    const next = oneAtATime('admin', async () => 'signed in')
    await expect(failed).rejects.toThrow('wrong password')
    await expect(next).resolves.toBe('signed in')
  })
})
