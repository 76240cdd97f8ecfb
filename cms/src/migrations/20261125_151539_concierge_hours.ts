import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_support_teams_concierge_days" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "support_teams_concierge_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_support_teams_concierge_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "support_teams" ADD COLUMN "concierge_timezone" varchar DEFAULT 'America/New_York' NOT NULL;
  ALTER TABLE "support_teams" ADD COLUMN "concierge_hours_start" numeric DEFAULT 8 NOT NULL;
  ALTER TABLE "support_teams" ADD COLUMN "concierge_hours_end" numeric DEFAULT 22 NOT NULL;
  ALTER TABLE "support_teams_concierge_days" ADD CONSTRAINT "support_teams_concierge_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_teams"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "support_teams_concierge_days_order_idx" ON "support_teams_concierge_days" USING btree ("order");
  CREATE INDEX "support_teams_concierge_days_parent_idx" ON "support_teams_concierge_days" USING btree ("parent_id");
  -- A global saved before: the concierge keeps its promised week (every day), as the defaults above its hours.
  INSERT INTO "support_teams_concierge_days" ("order", "parent_id", "value")
    SELECT day, support_teams.id, day::text::"enum_support_teams_concierge_days"
    FROM support_teams, generate_series(1, 7) AS day;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "support_teams_concierge_days" CASCADE;
  ALTER TABLE "support_teams" DROP COLUMN "concierge_timezone";
  ALTER TABLE "support_teams" DROP COLUMN "concierge_hours_start";
  ALTER TABLE "support_teams" DROP COLUMN "concierge_hours_end";
  DROP TYPE "public"."enum_support_teams_concierge_days";`)
}
