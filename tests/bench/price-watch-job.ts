/**
 * The daily price check's cost per tracked search: `node tests/bench/price-watch-job.ts`.
 * A fresh database on the embedded test cluster (TEST_PG_PORT), migrated and seeded as for the
 * integration tests; price-watch-job.run.ts then tracks PRICE_WATCH_BENCH_COUNT searches (default 200)
 * and times the job against the engine's bare searches of the same trips (offline engine).
 */
import { runInPayload } from './lib/payloadRun.ts'

await runInPayload('price-watch-job.run.ts')
