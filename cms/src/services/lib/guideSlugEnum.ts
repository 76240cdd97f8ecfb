import { type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

type Db = MigrateDownArgs['db']

/** The guides' slug select, a Postgres enum on the documents and on their versions. */
const SLUG_COLUMNS = [
  { table: 'guides', column: 'slug', type: 'enum_guides_slug' },
  { table: '_guides_v', column: 'version_slug', type: 'enum__guides_v_version_slug' },
] as const

const labelsOf = async (db: Db, type: string): Promise<string[]> =>
  (
    (
      await db.execute(
        sql`SELECT enumlabel FROM pg_enum JOIN pg_type ON pg_type.oid = enumtypid WHERE typname = ${type} ORDER BY enumsortorder`,
      )
    ).rows as { enumlabel: string }[]
  ).map((row) => row.enumlabel)

/**
 * Going down from a migration that added guide slugs: deletes those guides (and their versions),
 * then rebuilds both enums with every other label, in their order. Postgres cannot drop an enum
 * value; reading the labels rather than writing them out keeps the migrations of other parts,
 * before or after this one, intact whatever order they are undone in.
 */
export async function removeGuideSlugs(db: Db, slugs: readonly string[]): Promise<void> {
  const removed = sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  )
  await db.execute(sql`DELETE FROM "_guides_v" WHERE "version_slug"::text IN (${removed})`)
  await db.execute(sql`DELETE FROM "guides" WHERE "slug"::text IN (${removed})`)
  for (const { table, column, type } of SLUG_COLUMNS) {
    const kept = (await labelsOf(db, type)).filter((label) => !slugs.includes(label))
    const labels = sql.raw(kept.map((label) => `'${label.replaceAll("'", "''")}'`).join(', '))
    await db.execute(sql.raw(`ALTER TABLE "${table}" ALTER COLUMN "${column}" SET DATA TYPE text`))
    await db.execute(sql.raw(`DROP TYPE "public"."${type}"`))
    await db.execute(sql`CREATE TYPE ${sql.raw(`"public"."${type}"`)} AS ENUM(${labels})`)
    await db.execute(
      sql.raw(
        `ALTER TABLE "${table}" ALTER COLUMN "${column}" SET DATA TYPE "public"."${type}" USING "${column}"::"public"."${type}"`,
      ),
    )
  }
}
