import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The external booking host goes (every booking link is this site's own search); the under-construction
// pages show a percent editors set. Stored settings get the seed's values, so no page shows 0 % unasked.
// (The snapshot beside this file also records the hotel room types, which their migration wrote by hand.)
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "construction_progress_cars" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "construction_progress_activities" numeric DEFAULT 0 NOT NULL;
  UPDATE "site_settings" SET "construction_progress_cars" = 60, "construction_progress_activities" = 35;
  ALTER TABLE "site_settings" DROP COLUMN "booking_host";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "booking_host" varchar;
  ALTER TABLE "site_settings" DROP COLUMN "construction_progress_cars";
  ALTER TABLE "site_settings" DROP COLUMN "construction_progress_activities";`)
}
