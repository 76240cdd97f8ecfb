import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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

// The guides seeded with these slugs go first: the columns could not be cast back with them.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "_guides_v" WHERE "version_slug" IN ('abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou');
  DELETE FROM "guides" WHERE "slug" IN ('abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_guides_slug";
  CREATE TYPE "public"."enum_guides_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE "public"."enum_guides_slug" USING "slug"::"public"."enum_guides_slug";
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum__guides_v_version_slug";
  CREATE TYPE "public"."enum__guides_v_version_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos');
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE "public"."enum__guides_v_version_slug" USING "version_slug"::"public"."enum__guides_v_version_slug";`)
}
