import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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

// Going down removes the European guides first (their rows would not fit the narrower type), then
// recreates both types without their values.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "_guides_v" WHERE "version_slug"::text IN ('london', 'amsterdam', 'frankfurt', 'brussels', 'madrid', 'rome', 'lisbon', 'istanbul');
  DELETE FROM "guides" WHERE "slug"::text IN ('london', 'amsterdam', 'frankfurt', 'brussels', 'madrid', 'rome', 'lisbon', 'istanbul');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_guides_slug";
  CREATE TYPE "public"."enum_guides_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou', 'conakry', 'freetown', 'monrovia', 'niamey', 'banjul', 'washington-dc', 'atlanta', 'chicago', 'miami', 'los-angeles', 'houston', 'dallas', 'hartford', 'albany', 'philadelphia', 'charlotte', 'san-francisco');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE "public"."enum_guides_slug" USING "slug"::"public"."enum_guides_slug";
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum__guides_v_version_slug";
  CREATE TYPE "public"."enum__guides_v_version_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france', 'dakar', 'lagos', 'abuja', 'bamako', 'ouagadougou', 'lome', 'cotonou', 'conakry', 'freetown', 'monrovia', 'niamey', 'banjul', 'washington-dc', 'atlanta', 'chicago', 'miami', 'los-angeles', 'houston', 'dallas', 'hartford', 'albany', 'philadelphia', 'charlotte', 'san-francisco');
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE "public"."enum__guides_v_version_slug" USING "version_slug"::"public"."enum__guides_v_version_slug";`)
}
