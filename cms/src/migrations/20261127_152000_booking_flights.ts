import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A flight's data leaves Bookings for booking-flights (issue 33: each kind keeps its own): every
 * booking that sold flights (it has an itinerary) gets its row, copied from the booking (offer,
 * itinerary, passengers), before the columns go; the flight's passengers are emptied on the booking
 * (rides and packages keep theirs there). Down puts them all back.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_flights" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"offer_id" varchar,
  	"itinerary" jsonb NOT NULL,
  	"passengers" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  INSERT INTO "booking_flights" ("booking_id", "offer_id", "itinerary", "passengers", "updated_at", "created_at")
    SELECT "id", "offer_id", "itinerary", coalesce("passengers", 1), "updated_at", "created_at"
    FROM "bookings" WHERE "itinerary" IS NOT NULL;
  UPDATE "bookings" SET "passengers" = NULL
    WHERE "id" IN (SELECT "booking_id" FROM "booking_flights");

  ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_flights_booking_idx" ON "booking_flights" USING btree ("booking_id");
  CREATE INDEX "booking_flights_updated_at_idx" ON "booking_flights" USING btree ("updated_at");
  CREATE INDEX "booking_flights_created_at_idx" ON "booking_flights" USING btree ("created_at");
  ALTER TABLE "bookings" DROP COLUMN "offer_id";
  ALTER TABLE "bookings" DROP COLUMN "itinerary";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "bookings" ADD COLUMN "offer_id" varchar;
  ALTER TABLE "bookings" ADD COLUMN "itinerary" jsonb;
  UPDATE "bookings" SET "offer_id" = f."offer_id", "itinerary" = f."itinerary", "passengers" = f."passengers"
    FROM "booking_flights" f WHERE f."booking_id" = "bookings"."id";
  DROP TABLE "booking_flights" CASCADE;`)
}
