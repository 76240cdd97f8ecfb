import type { Payload } from 'payload'
import { runDueJobs } from '../jobs/scheduledJobs'
import { MESSAGES_QUEUE } from './messageQueue'

/**
 * Runs the messages queue now, in the background, so a message leaves within seconds rather than at
 * the next minute's pass (which still picks up whatever this misses: a run in another process, a
 * retry's backoff). Off where scheduled jobs are (the int tests run the queue themselves).
 */
export function kickMessagesQueue(payload: Payload): void {
  if (process.env.VITEST || process.env.NEXOVIA_SCHEDULED_JOBS === 'off') return
  void runDueJobs(payload, MESSAGES_QUEUE).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'Messages queue run failed' }),
  )
}
