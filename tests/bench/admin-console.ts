/**
 * Admin console benchmark: `node tests/bench/admin-console.ts`.
 * A fresh database on the embedded test cluster (TEST_PG_PORT, or TEST_DATABASE_SERVER_URL),
 * migrated and seeded as for the integration tests; admin-console.run.ts then fills it with
 * 10,000 travellers and 10,000 survey responses and times the console's endpoints in process.
 */
import { runInPayload } from './lib/payloadRun.ts'

await runInPayload('admin-console.run.ts', {
  // The export's memory is sampled after a full collection.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
})
