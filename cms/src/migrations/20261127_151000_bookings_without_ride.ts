import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A booking no longer points at its ride (issue 33: Bookings holds what every booking has): the ride
 * already points at its booking (`rides.booking`), which is filled from `bookings.ride` where it is
 * still empty before the column goes. Down puts the column back from the rides' links.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "rides" SET "booking_id" = b."id"
    FROM "bookings" b
    WHERE b."ride_id" = "rides"."id" AND "rides"."booking_id" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "rides" r WHERE r."booking_id" = b."id");
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_ride_id_rides_id_fk";
  DROP INDEX "bookings_ride_idx";
  ALTER TABLE "bookings" DROP COLUMN "ride_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "bookings" ADD COLUMN "ride_id" integer;
  UPDATE "bookings" SET "ride_id" = r."id" FROM "rides" r WHERE r."booking_id" = "bookings"."id";
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_ride_idx" ON "bookings" USING btree ("ride_id");`)
}
