/**
 * The measurements of admin-console.ts (run by `payload run` on the database it prepared).
 * Each endpoint answers through Payload's own request handling (routing, the staff cookie's
 * JWT and user lookup, the admin check, SQL, JSON), as in the integration tests; HTTP and
 * Next.js add a constant on top. Prints one JSON line per figure.
 */
import { sql } from 'drizzle-orm'
import { getPayload, handleEndpoints } from 'payload'
import config from '../../cms/src/payload.config'
import { insertUsers, runSql } from '../fixtures/bulkRows.ts'

const SITE_ORIGIN = 'http://localhost:4321'
const WARMUP = 20
const RUNS = 200

const payload = await getPayload({ config })
const resolvedConfig = payload.config

await seedTravellers()
await seedSurveyResponses(10_000)
await seedConciergeRequests(2_000)
const cookie = await adminCookie()

const call = (path: string) =>
  handleEndpoints({
    config: resolvedConfig,
    request: new Request(`http://localhost/api${path}`, {
      headers: { cookie, origin: SITE_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
    }),
  })

const SCENARIOS: Record<string, string> = {
  // Baseline: the same sign-in check (staff cookie → JWT → the admin's record), no console query.
  'baseline: staff session (/api/admins/me)': '/admins/me',
  'users list, first page': '/admin/users',
  'users list, page 40': '/admin/users?skip=2000',
  'users list, search by full name': `/admin/users?search=${encodeURIComponent('ama bench-1234')}`,
  'users list, search by email part': '/admin/users?search=password-77',
  'users list, auth type filter': '/admin/users?authType=oidc',
  'users list, search + filter + page 2': '/admin/users?search=bench&authType=password&skip=50',
  'users stats': '/admin/users/stats',
  'concierge list, search + status': '/concierge/requests?search=kofi&status=pending',
  'concierge stats': '/concierge/stats',
  'survey stats': '/travel-savings/survey/stats',
  'survey responses, fr, page 10': '/travel-savings/survey/responses?language=fr&skip=200',
  'survey responses, search': '/travel-savings/survey/responses?search=exemple',
}

// Round-robin, so that load from elsewhere on the machine falls on every scenario alike.
const times = Object.fromEntries(Object.keys(SCENARIOS).map((name) => [name, [] as number[]]))
for (let run = 0; run < WARMUP + RUNS; run += 1) {
  for (const [name, path] of Object.entries(SCENARIOS)) {
    const took = await timeOnce(path)
    if (run >= WARMUP) times[name]!.push(took)
  }
}
const baselineP95 = percentile(times[Object.keys(SCENARIOS)[0]!]!, 0.95)
for (const [name, path] of Object.entries(SCENARIOS)) {
  const sorted = times[name]!
  console.log(
    JSON.stringify({
      scenario: name,
      path,
      runs: RUNS,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p95OverBaseline: Number((percentile(sorted, 0.95) / baselineP95).toFixed(2)),
    }),
  )
}
console.log(JSON.stringify({ scenario: 'export, 10,000 responses', ...(await measureExport()) }))
await seedSurveyResponses(30_000)
console.log(JSON.stringify({ scenario: 'export, 40,000 responses', ...(await measureExport()) }))

await payload.destroy()
process.exit(0)

async function timeOnce(path: string) {
  const start = performance.now()
  const response = await call(path)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return performance.now() - start
}

function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return Number(sorted[Math.ceil(share * sorted.length) - 1]!.toFixed(1))
}

/** Reads the whole download chunk by chunk, as a browser would, sampling memory after each chunk. */
async function measureExport() {
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  const base = process.memoryUsage()
  let peakHeap = base.heapUsed
  let peakRss = base.rss
  let bytes = 0
  let lines = 0
  const start = performance.now()
  const response = await call('/travel-savings/survey/export')
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    for (const byte of value) if (byte === 10) lines += 1
    const now = process.memoryUsage()
    peakHeap = Math.max(peakHeap, now.heapUsed)
    peakRss = Math.max(peakRss, now.rss)
  }
  const mib = (value: number) => Number((value / 1024 / 1024).toFixed(1))
  return {
    rows: lines - 1,
    mib: mib(bytes),
    ms: Math.round(performance.now() - start),
    peakHeapAboveBaseMiB: mib(peakHeap - base.heapUsed),
    peakRssAboveBaseMiB: mib(peakRss - base.rss),
  }
}

async function seedTravellers() {
  await insertUsers(payload, { count: 6_000, marker: 'Bench' })
  await insertUsers(payload, { count: 2_500, marker: 'Bench', authType: 'oidc' })
  await insertUsers(payload, { count: 1_500, marker: 'Old', daysAgo: 90 })
  await runSql(payload, sql`ANALYZE users`)
}

/** Varied answers (every option, a third with an address, accents in the free text). */
async function seedSurveyResponses(count: number) {
  await runSql(
    payload,
    sql`WITH inserted AS (
          INSERT INTO survey_responses (language, travels_annually, interested_savings_account, monthly_amount,
            money_preference, concerns, concerns_other, ready_to_try, email, submitted_at)
          SELECT (ARRAY['en','fr'])[1 + n % 2]::enum_survey_responses_language,
                 (ARRAY['yes','no'])[1 + n % 2]::enum_survey_responses_travels_annually,
                 (ARRAY['yes','no','maybe'])[1 + n % 3]::enum_survey_responses_interested_savings_account,
                 (ARRAY['50','100','150','200_plus'])[1 + n % 4]::enum_survey_responses_monthly_amount,
                 (ARRAY['partner_bank','digital_platform','dont_matter'])[1 + n % 3]::enum_survey_responses_money_preference,
                 (ARRAY['lack_trust','service_fees','withdrawal_flexibility','other'])[1 + n % 4]::enum_survey_responses_concerns,
                 CASE WHEN n % 4 = 3 THEN 'Frais élevés à Abidjan, n° ' || n END,
                 (ARRAY['yes','no','maybe'])[1 + n % 3]::enum_survey_responses_ready_to_try,
                 CASE WHEN n % 3 = 0 THEN 'répondant-' || n || '@exemple.com' END,
                 now() - make_interval(mins => n)
          FROM generate_series(1, ${count}) AS n
          RETURNING id
        )
        INSERT INTO survey_responses_attractive_benefits ("order", parent_id, value)
        SELECT position, inserted.id, benefit::enum_survey_responses_attractive_benefits
        FROM inserted, unnest(ARRAY['bank_security', 'travel_credit']) WITH ORDINALITY AS b(benefit, position)`,
  )
  await runSql(payload, sql`ANALYZE survey_responses`)
}

async function seedConciergeRequests(count: number) {
  await runSql(
    payload,
    sql`INSERT INTO concierge_requests (name, email, phone, trip_details, status)
        SELECT 'Kofi ' || n, 'kofi-' || n || '@example.com', '+233 20 ' || n, 'Family trip to Accra',
               (ARRAY['pending','contacted','completed'])[1 + n % 3]::enum_concierge_requests_status
        FROM generate_series(1, ${count}) AS n`,
  )
}

async function adminCookie() {
  await payload.create({
    collection: 'admins',
    data: { username: 'bench-admin', password: 'bench-admin-password', name: 'Bench', roles: ['admin'] },
  })
  const response = await handleEndpoints({
    config: resolvedConfig,
    request: new Request('http://localhost/api/admins/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-admin-password' }),
    }),
  })
  const found = response.headers.getSetCookie().find((value) => value.startsWith('nexovia-admin-token='))
  if (!found) throw new Error(`Staff sign-in failed: ${response.status}`)
  return found.split(';')[0]!
}
