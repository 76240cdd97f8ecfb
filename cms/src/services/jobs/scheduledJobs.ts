import { Cron } from 'croner'
import type { Payload } from 'payload'
import { LOCK_SPACES, SKIPPED, unlessLockedElsewhere } from '../lib/advisoryLocks'

/** Jobs taken per run, as Payload's own autoRun does. */
const JOBS_PER_RUN = 10

/**
 * One pass of a queue (answering the ids of the jobs it ran, or 'skipped'): queue what its schedules say is due, then run what is due. Payload's
 * autoRun does the same in every cms process at the same second, and neither step is atomic in
 * Payload 3.90 (a job is read, then marked processing; a schedule is checked, then queued), so two
 * processes could run one job twice. Here a pass runs only where no other process is in one for
 * that queue; the others skip it: the pass under way does the work, and jobs stay in the table
 * for the next minute whatever happens to this process.
 */
export async function runQueueOnce(payload: Payload, queue: string): Promise<string[] | 'skipped'> {
  const ran = await unlessLockedElsewhere(payload, LOCK_SPACES.scheduledJobs, queue, async () => {
    await payload.jobs.handleSchedules({ queue })
    const { jobStatus } = await payload.jobs.run({ queue, limit: JOBS_PER_RUN })
    return Object.keys(jobStatus ?? {})
  })
  return ran === SKIPPED ? 'skipped' : ran
}

/**
 * For the config's `jobs.autoRun`: starts a pass of each queue every minute and gives Payload no
 * cron of its own (the empty list), so the only runs are the guarded ones.
 */
export function autoRunOncePerCluster(queues: string[]) {
  return (payload: Payload): [] => {
    const cron = new Cron('* * * * *', { protect: true }, async () => {
      for (const queue of queues) {
        await runQueueOnce(payload, queue).catch((error: unknown) =>
          payload.logger.error({ err: error, msg: `Jobs queue ${queue} failed` }),
        )
      }
    })
    // Payload stops its crons when it is destroyed.
    payload.crons.push(cron)
    return []
  }
}
