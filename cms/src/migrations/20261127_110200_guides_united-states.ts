import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { removeGuideSlugs } from '../services/lib/guideSlugEnum'

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

// Going down removes these guides and their slugs only (the other parts' slugs are kept).
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await removeGuideSlugs(db, ['washington-dc', 'atlanta', 'chicago', 'miami', 'los-angeles', 'houston', 'dallas', 'hartford', 'albany', 'philadelphia', 'charlotte', 'san-francisco'])
}
