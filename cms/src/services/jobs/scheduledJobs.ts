import { Cron } from 'croner'
import { createLocalReq, type Payload } from 'payload'
import { LOCK_SPACES, SKIPPED, unlessLockedElsewhere, withAdvisoryLock } from '../lib/advisoryLocks'

/** Jobs taken per run, as Payload's own autoRun does. */
const JOBS_PER_RUN = 10

/** The lock key of scheduling (queue names are the keys of the runs, in the same space). */
const SCHEDULING = 'schedules of every queue'

/**
 * Queues what the queues' schedules say is due, one process at a time across the cluster (waiting
 * for the other: it is a few queries). Payload keeps every queue's last scheduled run in one global
 * that `handleSchedules` reads, then writes back whole: two processes scheduling different queues at
 * once each write the other's old value back, and a schedule whose last run is lost is queued again
 * at once (its next run already past), so its job runs a second time that minute.
 */
export async function scheduleDueJobs(payload: Payload, queues: string[]): Promise<void> {
  const req = await createLocalReq({}, payload)
  await withAdvisoryLock(req, LOCK_SPACES.scheduledJobs, SCHEDULING, async () => {
    for (const queue of queues) await payload.jobs.handleSchedules({ queue, req })
  })
}

/**
 * Runs what is due in a queue (answering the ids of the jobs it ran, or 'skipped'). Payload's autoRun
 * does this in every cms process at the same second, and a run is not atomic in Payload 3.90 (a job
 * is read, then marked processing), so two processes could run one job twice. Here a run happens
 * only where no other process is in one for that queue; the others skip it: the run under way does
 * the work, and jobs stay in the table for the next minute whatever happens to this process.
 */
export async function runDueJobs(payload: Payload, queue: string): Promise<string[] | 'skipped'> {
  const ran = await unlessLockedElsewhere(payload, LOCK_SPACES.scheduledJobs, queue, async () => {
    const { jobStatus = {} } = await payload.jobs.run({ queue, limit: JOBS_PER_RUN })
    // Payload keeps a failed job's error in its row and says nothing: say it where people look.
    for (const [id, { status }] of Object.entries(jobStatus))
      if (status !== 'success')
        payload.logger.error(`Job ${id} on queue ${queue} failed (${status}): see payload-jobs`)
    return Object.keys(jobStatus)
  })
  return ran === SKIPPED ? 'skipped' : ran
}

/** One pass of a queue: its schedules, then its due jobs. */
export async function runQueueOnce(payload: Payload, queue: string): Promise<string[] | 'skipped'> {
  await scheduleDueJobs(payload, [queue])
  return runDueJobs(payload, queue)
}

/**
 * For the config's `jobs.autoRun`: every minute, schedules every queue, then runs each, and gives
 * Payload no cron of its own (the empty list), so the only runs are the guarded ones.
 */
export function autoRunOncePerCluster(queues: string[]) {
  return (payload: Payload): [] => {
    const failed = (what: string) => (error: unknown) =>
      payload.logger.error({ err: error, msg: `${what} failed` })
    const cron = new Cron('* * * * *', { protect: true }, async () => {
      await scheduleDueJobs(payload, queues).catch(failed('Scheduling jobs'))
      for (const queue of queues) await runDueJobs(payload, queue).catch(failed(`Jobs queue ${queue}`))
    })
    // Payload stops its crons when it is destroyed.
    payload.crons.push(cron)
    return []
  }
}
