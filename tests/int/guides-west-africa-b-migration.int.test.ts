/**
 * Issue 34, guides part B: the migration adds the five slugs to the guides' enums, and going down
 * removes those guides and nothing else. Run inside a transaction rolled back at the end.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../cms/src/migrations/20261127_110100_guides_west-africa-b.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

class RollBack extends Error {}

type Db = Parameters<typeof up>[0]['db']

const PART_B = ['conakry', 'freetown', 'monrovia', 'niamey', 'banjul']
const IN_PART_B = sql.raw(`IN (${PART_B.map((slug) => `'${slug}'`).join(', ')})`)

const labelsOf = async (db: Db, type: string) =>
  (
    (
      await db.execute(
        sql`SELECT enumlabel FROM pg_enum JOIN pg_type ON pg_type.oid = enumtypid WHERE typname = ${type} ORDER BY enumsortorder`,
      )
    ).rows as { enumlabel: string }[]
  ).map((row) => row.enumlabel)

/** How many guides (and their versions) carry a part B slug, and how many carry another. */
async function guideCounts(db: Db) {
  const [row] = (
    await db.execute(sql`SELECT
      (SELECT count(*) FROM guides WHERE slug::text ${IN_PART_B}) AS part_b,
      (SELECT count(*) FROM guides WHERE slug::text NOT ${IN_PART_B}) AS others,
      (SELECT count(*) FROM _guides_v WHERE version_slug::text ${IN_PART_B}) AS part_b_versions`)
  ).rows as Record<string, string>[]
  return {
    partB: Number(row!.part_b),
    others: Number(row!.others),
    partBVersions: Number(row!.part_b_versions),
  }
}

describe('migration 20261127_110100_guides_west-africa-b', () => {
  it('should remove only the part B guides going down, and give both enums the five slugs again going up', async () => {
    const seen: Record<string, unknown> = {}
    await expect(
      payload.db.drizzle.transaction(async (tx) => {
        const db = tx as unknown as Db
        seen.before = await guideCounts(db)
        await down({ db, payload } as Parameters<typeof down>[0])
        seen.afterDown = await guideCounts(db)
        seen.labelsAfterDown = (await labelsOf(db, 'enum_guides_slug')).filter((label) =>
          PART_B.includes(label),
        )
        await up({ db, payload } as Parameters<typeof up>[0])
        seen.labelsAfterUp = [
          await labelsOf(db, 'enum_guides_slug'),
          await labelsOf(db, 'enum__guides_v_version_slug'),
        ].map((labels) => labels.slice(-5))
        throw new RollBack()
      }),
    ).rejects.toBeInstanceOf(RollBack)
    const before = seen.before as Awaited<ReturnType<typeof guideCounts>>
    expect(seen).toEqual({
      before: { partB: 5, others: before.others, partBVersions: before.partBVersions },
      afterDown: { partB: 0, others: before.others, partBVersions: 0 },
      labelsAfterDown: [],
      labelsAfterUp: [PART_B, PART_B],
    })
  })
})
