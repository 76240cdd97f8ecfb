import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A stay's data leaves Bookings for booking-stays (issue 33: each kind keeps its own): every stay
 * (a hotel booking that is no package's) gets its row, copied from its booking (hotel, room type,
 * rate plan, rooms, nights, the plan's terms), before the columns go; the stay's rooms and nights are
 * emptied on the booking (packages keep theirs there). Down puts them all back.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_stays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"hotel_id" integer,
  	"room_type" varchar,
  	"rate_plan" varchar,
  	"rooms" numeric DEFAULT 1 NOT NULL,
  	"nights" numeric,
  	"free_cancellation_until" timestamp(3) with time zone,
  	"has_breakfast" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  INSERT INTO "booking_stays" ("booking_id", "hotel_id", "room_type", "rate_plan", "rooms", "nights",
      "free_cancellation_until", "has_breakfast", "updated_at", "created_at")
    SELECT "id", "hotel_id", "room_type", "rate_plan", coalesce("rooms", 1), "nights",
      "free_cancellation_until", "has_breakfast", "updated_at", "created_at"
    FROM "bookings" WHERE "type" = 'hotel' AND "package_id" IS NULL;
  UPDATE "bookings" SET "rooms" = NULL, "nights" = NULL
    WHERE "id" IN (SELECT "booking_id" FROM "booking_stays");

  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_hotel_id_hotels_id_fk";
  
  DROP INDEX "bookings_hotel_idx";
  DROP INDEX "bookings_room_type_idx";
  ALTER TABLE "booking_stays" ADD CONSTRAINT "booking_stays_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_stays" ADD CONSTRAINT "booking_stays_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_stays_booking_idx" ON "booking_stays" USING btree ("booking_id");
  CREATE INDEX "booking_stays_hotel_idx" ON "booking_stays" USING btree ("hotel_id");
  CREATE INDEX "booking_stays_room_type_idx" ON "booking_stays" USING btree ("room_type");
  CREATE INDEX "booking_stays_updated_at_idx" ON "booking_stays" USING btree ("updated_at");
  CREATE INDEX "booking_stays_created_at_idx" ON "booking_stays" USING btree ("created_at");
  ALTER TABLE "bookings" DROP COLUMN "hotel_id";
  ALTER TABLE "bookings" DROP COLUMN "room_type";
  ALTER TABLE "bookings" DROP COLUMN "rate_plan";
  ALTER TABLE "bookings" DROP COLUMN "free_cancellation_until";
  ALTER TABLE "bookings" DROP COLUMN "has_breakfast";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "bookings" ADD COLUMN "hotel_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "room_type" varchar;
  ALTER TABLE "bookings" ADD COLUMN "rate_plan" varchar;
  ALTER TABLE "bookings" ADD COLUMN "free_cancellation_until" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "has_breakfast" boolean;
  UPDATE "bookings" SET "hotel_id" = s."hotel_id", "room_type" = s."room_type", "rate_plan" = s."rate_plan",
      "rooms" = s."rooms", "nights" = s."nights", "free_cancellation_until" = s."free_cancellation_until",
      "has_breakfast" = s."has_breakfast"
    FROM "booking_stays" s WHERE s."booking_id" = "bookings"."id";
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_hotel_idx" ON "bookings" USING btree ("hotel_id");
  CREATE INDEX "bookings_room_type_idx" ON "bookings" USING btree ("room_type");
  DROP TABLE "booking_stays" CASCADE;`)
}
