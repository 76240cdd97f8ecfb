import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { removeGuideSlugs } from '../services/lib/guideSlugEnum'

// Issue 34, West African guides part A: Abuja, Bamako, Ouagadougou, Lomé, Cotonou.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'abuja';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'bamako';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'ouagadougou';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'lome';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'cotonou';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'abuja';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'bamako';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'ouagadougou';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'lome';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'cotonou';`)
}

// Going down removes these guides and their slugs only (the other parts' slugs are kept).
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await removeGuideSlugs(db, ['abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou'])
}
