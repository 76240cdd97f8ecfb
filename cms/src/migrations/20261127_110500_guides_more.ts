import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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

// Their guides and versions go first: the type without their slugs could not hold them.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "_guides_v" WHERE "version_slug"::text IN ('toronto', 'montreal', 'vancouver', 'casablanca', 'addis-ababa', 'tbilisi');
  DELETE FROM "guides" WHERE "slug"::text IN ('toronto', 'montreal', 'vancouver', 'casablanca', 'addis-ababa', 'tbilisi');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_guides_slug";
  CREATE TYPE "public"."enum_guides_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou', 'conakry', 'freetown', 'monrovia', 'niamey', 'banjul', 'washington-dc', 'atlanta', 'chicago', 'miami', 'los-angeles', 'houston', 'dallas', 'hartford', 'albany', 'philadelphia', 'charlotte', 'san-francisco', 'london', 'amsterdam', 'frankfurt', 'brussels', 'madrid', 'rome', 'lisbon', 'istanbul');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE "public"."enum_guides_slug" USING "slug"::"public"."enum_guides_slug";
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum__guides_v_version_slug";
  CREATE TYPE "public"."enum__guides_v_version_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou', 'conakry', 'freetown', 'monrovia', 'niamey', 'banjul', 'washington-dc', 'atlanta', 'chicago', 'miami', 'los-angeles', 'houston', 'dallas', 'hartford', 'albany', 'philadelphia', 'charlotte', 'san-francisco', 'london', 'amsterdam', 'frankfurt', 'brussels', 'madrid', 'rome', 'lisbon', 'istanbul');
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE "public"."enum__guides_v_version_slug" USING "version_slug"::"public"."enum__guides_v_version_slug";`)
}
