/**
 * Scheduled jobs run once however many cms processes run the queue each minute: a pass of a queue
 * holds an advisory lock, and a process finding it held skips its pass (cms/src/services/jobs/scheduledJobs.ts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { runQueueOnce, scheduleDueJobs } from '../../cms/src/services/jobs/scheduledJobs.ts'
import { LOCK_SPACES, SKIPPED, unlessLockedElsewhere } from '../../cms/src/services/lib/advisoryLocks.ts'
import {
  EXPIRE_BOOKINGS_TASK,
  PAYMENTS_QUEUE,
} from '../../cms/src/services/payments/housekeeping/expireBookingsTask.ts'
import { FLIGHT_WATCH_TASK, TAXI_QUEUE } from '../../cms/src/services/taxi/flightWatchTask.ts'
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

  it("should keep every queue's last scheduled run when two processes schedule different queues at once", async () => {
    // Payload keeps them in one global: a lost one makes its schedule queue a job already due, run twice that minute.
    type LastRun = { lastScheduledRun?: string }
    type Stats = {
      stats?: { scheduledRuns?: { queues?: Record<string, { tasks?: Record<string, LastRun> }> } }
    }
    const lastRuns = async () => {
      const { stats } = (await first.db.findGlobal({ slug: 'payload-jobs-stats' })) as Stats
      const queues = stats?.scheduledRuns?.queues ?? {}
      return [
        queues[PAYMENTS_QUEUE]?.tasks?.[EXPIRE_BOOKINGS_TASK]?.lastScheduledRun,
        queues[TAXI_QUEUE]?.tasks?.[FLIGHT_WATCH_TASK]?.lastScheduledRun,
      ]
    }
    // Payload's first write of a queue's entry keeps only its last task's run: past that, as in a running cluster.
    await scheduleDueJobs(first, [PAYMENTS_QUEUE, TAXI_QUEUE])
    await scheduleDueJobs(first, [PAYMENTS_QUEUE, TAXI_QUEUE])
    for (let round = 0; round < 5; round++) {
      const before = await lastRuns()
      await new Promise((resolve) => setTimeout(resolve, 5))
      await Promise.all([scheduleDueJobs(first, [PAYMENTS_QUEUE]), scheduleDueJobs(second, [TAXI_QUEUE])])
      const after = await lastRuns()
      expect(
        after.map((run, queue) => run !== undefined && run !== before[queue]),
        `round ${round}`,
      ).toEqual([true, true])
    }
  })
})
