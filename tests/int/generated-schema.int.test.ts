/**
 * payload-generated-schema.ts is committed: the services query its tables through drizzle's builder.
 * A field changed without regenerating it leaves the typed queries describing columns that no longer
 * exist, so it is generated again into a temporary file and compared with the committed one.
 * (payload-types.ts needs no such check here: Payload rewrites it at every start outside production.)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../fixtures/payload.ts'

const COMMITTED = path.resolve(import.meta.dirname, '../../cms/src/payload-generated-schema.ts')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'nexovia-generated-'))

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('generated drizzle schema', () => {
  it('should be the one Payload generates from the config', async () => {
    const payload = await testPayload()
    const outputFile = path.join(scratch, 'payload-generated-schema.ts')
    await (payload.db as unknown as PostgresAdapter).generateSchema?.({ outputFile, log: false })
    const isCurrent = readFileSync(COMMITTED, 'utf8') === readFileSync(outputFile, 'utf8')
    expect(
      isCurrent,
      'cms/src/payload-generated-schema.ts is out of date: in cms/, run `npx payload generate:db-schema` (with DATABASE_URL and PAYLOAD_SECRET, see the README) and commit it',
    ).toBe(true)
  })
})
