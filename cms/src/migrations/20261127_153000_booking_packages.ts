import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A package's data leaves Bookings for booking-packages (issue 33: each kind keeps its own): every
 * booking of a package gets its row, copied from the booking (package, passengers, nights, rooms),
 * before the columns go; no kind keeps nights or rooms on the booking any more (a ride keeps its
 * passengers there). Down puts them all back.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"package_id" integer NOT NULL,
  	"passengers" numeric,
  	"nights" numeric,
  	"rooms" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  INSERT INTO "booking_packages" ("booking_id", "package_id", "passengers", "nights", "rooms", "updated_at", "created_at")
    SELECT "id", "package_id", "passengers", "nights", "rooms", "updated_at", "created_at"
    FROM "bookings" WHERE "package_id" IS NOT NULL;
  UPDATE "bookings" SET "passengers" = NULL
    WHERE "id" IN (SELECT "booking_id" FROM "booking_packages");

  ALTER TABLE "booking_packages" ADD CONSTRAINT "booking_packages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_packages" ADD CONSTRAINT "booking_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_packages_booking_idx" ON "booking_packages" USING btree ("booking_id");
  CREATE INDEX "booking_packages_package_idx" ON "booking_packages" USING btree ("package_id");
  CREATE INDEX "booking_packages_updated_at_idx" ON "booking_packages" USING btree ("updated_at");
  CREATE INDEX "booking_packages_created_at_idx" ON "booking_packages" USING btree ("created_at");
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_package_id_packages_id_fk";
  DROP INDEX "bookings_package_idx";
  ALTER TABLE "bookings" DROP COLUMN "package_id";
  ALTER TABLE "bookings" DROP COLUMN "nights";
  ALTER TABLE "bookings" DROP COLUMN "rooms";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "bookings" ADD COLUMN "package_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "nights" numeric;
  ALTER TABLE "bookings" ADD COLUMN "rooms" numeric;
  UPDATE "bookings" SET "package_id" = p."package_id", "passengers" = p."passengers", "nights" = p."nights",
      "rooms" = p."rooms"
    FROM "booking_packages" p WHERE p."booking_id" = "bookings"."id";
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id");
  DROP TABLE "booking_packages" CASCADE;`)
}
