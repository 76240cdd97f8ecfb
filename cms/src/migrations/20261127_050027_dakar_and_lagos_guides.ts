import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'dakar';
  ALTER TYPE "public"."enum_guides_slug" ADD VALUE 'lagos';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'dakar';
  ALTER TYPE "public"."enum__guides_v_version_slug" ADD VALUE 'lagos';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_guides_slug";
  CREATE TYPE "public"."enum_guides_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france');
  ALTER TABLE "guides" ALTER COLUMN "slug" SET DATA TYPE "public"."enum_guides_slug" USING "slug"::"public"."enum_guides_slug";
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum__guides_v_version_slug";
  CREATE TYPE "public"."enum__guides_v_version_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france');
  ALTER TABLE "_guides_v" ALTER COLUMN "version_slug" SET DATA TYPE "public"."enum__guides_v_version_slug" USING "version_slug"::"public"."enum__guides_v_version_slug";`)
}
