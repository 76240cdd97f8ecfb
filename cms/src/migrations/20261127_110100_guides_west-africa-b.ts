import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { removeGuideSlugs } from '../services/lib/guideSlugEnum'

// West African guides, part B (issue 34): their slugs join the guides' enum; the seed creates the
// guides at the next start.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_guides_slug" ADD VALUE IF NOT EXISTS 'conakry';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE IF NOT EXISTS 'freetown';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE IF NOT EXISTS 'monrovia';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE IF NOT EXISTS 'niamey';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE IF NOT EXISTS 'banjul';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE IF NOT EXISTS 'conakry';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE IF NOT EXISTS 'freetown';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE IF NOT EXISTS 'monrovia';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE IF NOT EXISTS 'niamey';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE IF NOT EXISTS 'banjul';`)
}

// Going down removes these guides and their slugs only (the other parts' slugs are kept).
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await removeGuideSlugs(db, ['conakry', 'freetown', 'monrovia', 'niamey', 'banjul'])
}
