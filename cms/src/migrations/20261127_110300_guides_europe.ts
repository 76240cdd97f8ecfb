import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { removeGuideSlugs } from '../services/lib/guideSlugEnum'

// The European hubs' guides (issue 34): their slugs join the guides' enum; the seed creates the guides.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'london';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'amsterdam';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'frankfurt';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'brussels';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'madrid';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'rome';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'lisbon';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'istanbul';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'london';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'amsterdam';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'frankfurt';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'brussels';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'madrid';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'rome';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'lisbon';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'istanbul';`)
}

// Going down removes these guides and their slugs only (the other parts' slugs are kept).
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await removeGuideSlugs(db, ['london', 'amsterdam', 'frankfurt', 'brussels', 'madrid', 'rome', 'lisbon', 'istanbul'])
}
