import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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

// Going down removes these guides (their rows could not keep a slug the type no longer has).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "_guides_v" WHERE "version_slug"::text IN ('conakry', 'freetown', 'monrovia', 'niamey', 'banjul');
  DELETE FROM "guides" WHERE "slug"::text IN ('conakry', 'freetown', 'monrovia', 'niamey', 'banjul');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_guides_slug";
  CREATE TYPE "public"."enum_guides_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE "public"."enum_guides_slug" USING "slug"::"public"."enum_guides_slug";
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum__guides_v_version_slug";
  CREATE TYPE "public"."enum__guides_v_version_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou');
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE "public"."enum__guides_v_version_slug" USING "version_slug"::"public"."enum__guides_v_version_slug";`)
}
