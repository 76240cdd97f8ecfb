import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { removeGuideSlugs } from '../services/lib/guideSlugEnum'

// Guides part E (issue 34): the slugs of Toronto, Montreal, Vancouver, Casablanca, Addis Ababa and
// Tbilisi. The seed then creates their guides at the next start.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'toronto';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'montreal';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'vancouver';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'casablanca';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'addis-ababa';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'tbilisi';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'toronto';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'montreal';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'vancouver';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'casablanca';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'addis-ababa';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'tbilisi';`)
}

// Going down removes these guides and their slugs only (the other parts' slugs are kept).
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await removeGuideSlugs(db, ['toronto', 'montreal', 'vancouver', 'casablanca', 'addis-ababa', 'tbilisi'])
}
