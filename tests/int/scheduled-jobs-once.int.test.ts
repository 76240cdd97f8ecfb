/**
 * Scheduled jobs run once however many cms processes run the queue each minute: a pass of a queue
 * holds an advisory lock, and a process finding it held skips its pass (cms/src/services/jobs/scheduledJobs.ts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { runQueueOnce } from '../../cms/src/services/jobs/scheduledJobs.ts'
import { LOCK_SPACES, SKIPPED, unlessLockedElsewhere } from '../../cms/src/services/lib/advisoryLocks.ts'
import { EXPIRE_BOOKINGS_TASK, PAYMENTS_QUEUE } from '../../cms/src/services/payments/expireBookingsTask.ts'
import { testPayload } from '../fixtures/payload.ts'
import { secondCmsProcess } from '../fixtures/secondProcess.ts'

let first: Payload
let second: Payload

beforeAll(async () => {
  first = await testPayload()
  second = await secondCmsProcess()
})

describe('scheduled jobs across processes', () => {
  it('should skip a pass in one process while the other holds it, and run it once released', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const firstPass = unlessLockedElsewhere(first, LOCK_SPACES.scheduledJobs, 'int-queue', () => held)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const whileHeld = await unlessLockedElsewhere(
      second,
      LOCK_SPACES.scheduledJobs,
      'int-queue',
      async () => {},
    )
    release()
    expect([whileHeld, await firstPass]).toEqual([SKIPPED, undefined])
    const afterwards = () =>
      unlessLockedElsewhere(second, LOCK_SPACES.scheduledJobs, 'int-queue', async () => 'ran')
    expect(await afterwards()).toBe('ran')
  })

  it('should release the lock when the pass fails', async () => {
    const failing = unlessLockedElsewhere(first, LOCK_SPACES.scheduledJobs, 'int-failing', async () => {
      throw new Error('task failed')
    })
    await expect(failing).rejects.toThrow('task failed')
    const next = () =>
      unlessLockedElsewhere(second, LOCK_SPACES.scheduledJobs, 'int-failing', async () => 'ran')
    expect(await next()).toBe('ran')
  })

  it('should run a due job once when both processes pass over the queue at the same moment', async () => {
    const job = await first.jobs.queue({ task: EXPIRE_BOOKINGS_TASK, input: {}, queue: PAYMENTS_QUEUE })
    const passes = await Promise.all([
      runQueueOnce(first, PAYMENTS_QUEUE),
      runQueueOnce(second, PAYMENTS_QUEUE),
    ])
    const runsOfTheJob = passes
      .flatMap((ran) => (ran === 'skipped' ? [] : ran))
      .filter((id) => id === String(job.id))
    expect(runsOfTheJob).toEqual([String(job.id)])
  })
})
