import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 34, guides part C: the twelve US city guides' slugs (the seed then creates the guides).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'washington-dc';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'atlanta';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'chicago';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'miami';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'los-angeles';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'houston';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'dallas';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'hartford';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'albany';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'philadelphia';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'charlotte';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'san-francisco';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'washington-dc';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'atlanta';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'chicago';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'miami';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'los-angeles';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'houston';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'dallas';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'hartford';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'albany';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'philadelphia';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'charlotte';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'san-francisco';`)
}

// The guides with these slugs go first: their rows could not be cast back to the older type.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "_guides_v" WHERE "version_slug"::text IN ('washington-dc', 'atlanta', 'chicago', 'miami', 'los-angeles', 'houston', 'dallas', 'hartford', 'albany', 'philadelphia', 'charlotte', 'san-francisco');
  DELETE FROM "guides" WHERE "slug"::text IN ('washington-dc', 'atlanta', 'chicago', 'miami', 'los-angeles', 'houston', 'dallas', 'hartford', 'albany', 'philadelphia', 'charlotte', 'san-francisco');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_guides_slug";
  CREATE TYPE "public"."enum_guides_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou', 'conakry', 'freetown', 'monrovia', 'niamey', 'banjul');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE "public"."enum_guides_slug" USING "slug"::"public"."enum_guides_slug";
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum__guides_v_version_slug";
  CREATE TYPE "public"."enum__guides_v_version_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou', 'conakry', 'freetown', 'monrovia', 'niamey', 'banjul');
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE "public"."enum__guides_v_version_slug" USING "version_slug"::"public"."enum__guides_v_version_slug";`)
}
