/** The unit files of a worker share one process (vitest.config.ts): each file's process.env changes end with it. */
import { undoEnvironmentChangesAfterFile } from '../fixtures/undoEnvironmentChanges.ts'

undoEnvironmentChangesAfterFile()
