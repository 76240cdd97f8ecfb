import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * One schedule of support hours (issue 35): the concierge's hours become the global's `supportHours`
 * (renamed in place, so the values editors set are kept), read by the chat card, the concierge
 * section and the footer; the chat teams' own hours go, as the one schedule replaces them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_support_teams_concierge_days" RENAME TO "enum_support_teams_support_hours_days";
  ALTER TABLE "support_teams_concierge_days" RENAME TO "support_teams_support_hours_days";
  ALTER TABLE "support_teams_support_hours_days" RENAME CONSTRAINT "support_teams_concierge_days_parent_fk" TO "support_teams_support_hours_days_parent_fk";
  ALTER TABLE "support_teams_support_hours_days" RENAME CONSTRAINT "support_teams_concierge_days_pkey" TO "support_teams_support_hours_days_pkey";
  ALTER SEQUENCE "support_teams_concierge_days_id_seq" RENAME TO "support_teams_support_hours_days_id_seq";
  ALTER INDEX "support_teams_concierge_days_order_idx" RENAME TO "support_teams_support_hours_days_order_idx";
  ALTER INDEX "support_teams_concierge_days_parent_idx" RENAME TO "support_teams_support_hours_days_parent_idx";
  ALTER TABLE "support_teams" RENAME COLUMN "concierge_timezone" TO "support_hours_timezone";
  ALTER TABLE "support_teams" RENAME COLUMN "concierge_hours_start" TO "support_hours_hours_start";
  ALTER TABLE "support_teams" RENAME COLUMN "concierge_hours_end" TO "support_hours_hours_end";
  DROP TABLE "support_teams_teams_days" CASCADE;
  DROP TYPE "public"."enum_support_teams_teams_days";
  ALTER TABLE "support_teams_teams" DROP COLUMN "timezone";
  ALTER TABLE "support_teams_teams" DROP COLUMN "hours_start";
  ALTER TABLE "support_teams_teams" DROP COLUMN "hours_end";`)
}

/** Back to the concierge's hours; each team gets the one schedule as its own hours (nothing else held them). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "support_teams_teams" ADD COLUMN "timezone" varchar;
  ALTER TABLE "support_teams_teams" ADD COLUMN "hours_start" numeric;
  ALTER TABLE "support_teams_teams" ADD COLUMN "hours_end" numeric;
  UPDATE "support_teams_teams" SET "timezone" = s."support_hours_timezone",
    "hours_start" = s."support_hours_hours_start", "hours_end" = s."support_hours_hours_end"
    FROM "support_teams" s WHERE s."id" = "support_teams_teams"."_parent_id";
  ALTER TABLE "support_teams_teams" ALTER COLUMN "timezone" SET NOT NULL;
  ALTER TABLE "support_teams_teams" ALTER COLUMN "hours_start" SET NOT NULL;
  ALTER TABLE "support_teams_teams" ALTER COLUMN "hours_end" SET NOT NULL;
  CREATE TYPE "public"."enum_support_teams_teams_days" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "support_teams_teams_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_support_teams_teams_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  ALTER TABLE "support_teams_teams_days" ADD CONSTRAINT "support_teams_teams_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_teams_teams"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "support_teams_teams_days_order_idx" ON "support_teams_teams_days" USING btree ("order");
  CREATE INDEX "support_teams_teams_days_parent_idx" ON "support_teams_teams_days" USING btree ("parent_id");
  INSERT INTO "support_teams_teams_days" ("order", "parent_id", "value")
    SELECT d."order", t."id", d."value"::text::"enum_support_teams_teams_days"
    FROM "support_teams_teams" t JOIN "support_teams_support_hours_days" d ON d."parent_id" = t."_parent_id";
  ALTER TABLE "support_teams" RENAME COLUMN "support_hours_timezone" TO "concierge_timezone";
  ALTER TABLE "support_teams" RENAME COLUMN "support_hours_hours_start" TO "concierge_hours_start";
  ALTER TABLE "support_teams" RENAME COLUMN "support_hours_hours_end" TO "concierge_hours_end";
  ALTER INDEX "support_teams_support_hours_days_parent_idx" RENAME TO "support_teams_concierge_days_parent_idx";
  ALTER INDEX "support_teams_support_hours_days_order_idx" RENAME TO "support_teams_concierge_days_order_idx";
  ALTER SEQUENCE "support_teams_support_hours_days_id_seq" RENAME TO "support_teams_concierge_days_id_seq";
  ALTER TABLE "support_teams_support_hours_days" RENAME CONSTRAINT "support_teams_support_hours_days_pkey" TO "support_teams_concierge_days_pkey";
  ALTER TABLE "support_teams_support_hours_days" RENAME CONSTRAINT "support_teams_support_hours_days_parent_fk" TO "support_teams_concierge_days_parent_fk";
  ALTER TABLE "support_teams_support_hours_days" RENAME TO "support_teams_concierge_days";
  ALTER TYPE "public"."enum_support_teams_support_hours_days" RENAME TO "enum_support_teams_concierge_days";`)
}
