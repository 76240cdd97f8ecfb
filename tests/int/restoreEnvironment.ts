/**
 * The int files share one process (vitest.config.ts: `isolate: false`, one Payload for all). What a
 * file sets in process.env (a provider's key, a double's address) is undone when it ends: the next file
 * starts from the environment globalSetup made.
 */
import { refuseQueuedQueries } from '../fixtures/queuedQueryGuard.ts'
import { undoEnvironmentChangesAfterFile } from '../fixtures/undoEnvironmentChanges.ts'

// A query queued on a busy pg client fails the test that queued it (fixtures/queuedQueryGuard.ts).
refuseQueuedQueries()
undoEnvironmentChangesAfterFile()
