/**
 * The int files share one process (vitest.config.ts: `isolate: false`, one Payload for all). What a
 * file sets in process.env (a provider's key, a double's address) is undone when it ends, as a
 * process of its own would have: the next file starts from the environment globalSetup made.
 */
import { afterAll } from 'vitest'
import { refuseQueuedQueries } from '../fixtures/queuedQueryGuard.ts'

// A query queued on a busy pg client fails the test that queued it (fixtures/queuedQueryGuard.ts).
refuseQueuedQueries()

const atStart = { ...process.env }

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in atStart)) delete process.env[name]
  Object.assign(process.env, atStart)
})
