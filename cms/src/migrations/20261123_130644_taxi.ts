import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rides_zone" AS ENUM('us-northeast', 'west-africa');
  CREATE TYPE "public"."enum_rides_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_taxi_quotes_zone" AS ENUM('us-northeast', 'west-africa');
  CREATE TYPE "public"."enum_taxi_quotes_service_type" AS ENUM('taxi', 'private_chauffeur', 'vtc', 'yango');
  CREATE TYPE "public"."enum_taxi_quotes_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TYPE "public"."enum_bookings_type" ADD VALUE 'taxi';
  CREATE TABLE "taxi_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_id" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"zone" "enum_taxi_quotes_zone" NOT NULL,
  	"service_type" "enum_taxi_quotes_service_type" NOT NULL,
  	"ride" jsonb NOT NULL,
  	"distance_km" numeric NOT NULL,
  	"duration_min" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" "enum_taxi_quotes_currency" DEFAULT 'USD' NOT NULL,
  	"breakdown" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "ride_id" integer;
  ALTER TABLE "rides" ADD COLUMN "zone" "enum_rides_zone" NOT NULL;
  ALTER TABLE "rides" ADD COLUMN "locale" "enum_rides_locale" DEFAULT 'en' NOT NULL;
  ALTER TABLE "rides" ADD COLUMN "booking_id" integer;
  ALTER TABLE "rides" ADD COLUMN "quote_id" varchar;
  ALTER TABLE "rides" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "rides" ADD COLUMN "assigned_at" timestamp(3) with time zone;
  ALTER TABLE "rides" ADD COLUMN "assignment_mail_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "taxi_quotes_id" integer;
  CREATE UNIQUE INDEX "taxi_quotes_quote_id_idx" ON "taxi_quotes" USING btree ("quote_id");
  CREATE INDEX "taxi_quotes_expires_at_idx" ON "taxi_quotes" USING btree ("expires_at");
  CREATE INDEX "taxi_quotes_updated_at_idx" ON "taxi_quotes" USING btree ("updated_at");
  CREATE INDEX "taxi_quotes_created_at_idx" ON "taxi_quotes" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rides" ADD CONSTRAINT "rides_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_taxi_quotes_fk" FOREIGN KEY ("taxi_quotes_id") REFERENCES "public"."taxi_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_ride_idx" ON "bookings" USING btree ("ride_id");
  CREATE INDEX "rides_zone_idx" ON "rides" USING btree ("zone");
  CREATE UNIQUE INDEX "rides_booking_idx" ON "rides" USING btree ("booking_id");
  CREATE INDEX "payload_locked_documents_rels_taxi_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("taxi_quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "taxi_quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "taxi_quotes" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_ride_id_rides_id_fk";
  
  ALTER TABLE "rides" DROP CONSTRAINT "rides_booking_id_bookings_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_taxi_quotes_fk";
  
  ALTER TABLE "bookings" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_type";
  CREATE TYPE "public"."enum_bookings_type" AS ENUM('flight', 'hotel');
  ALTER TABLE "bookings" ALTER COLUMN "type" SET DATA TYPE "public"."enum_bookings_type" USING "type"::"public"."enum_bookings_type";
  DROP INDEX "bookings_ride_idx";
  DROP INDEX "rides_zone_idx";
  DROP INDEX "rides_booking_idx";
  DROP INDEX "payload_locked_documents_rels_taxi_quotes_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "ride_id";
  ALTER TABLE "rides" DROP COLUMN "zone";
  ALTER TABLE "rides" DROP COLUMN "locale";
  ALTER TABLE "rides" DROP COLUMN "booking_id";
  ALTER TABLE "rides" DROP COLUMN "quote_id";
  ALTER TABLE "rides" DROP COLUMN "paid_at";
  ALTER TABLE "rides" DROP COLUMN "assigned_at";
  ALTER TABLE "rides" DROP COLUMN "assignment_mail_sent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "taxi_quotes_id";
  DROP TYPE "public"."enum_rides_zone";
  DROP TYPE "public"."enum_rides_locale";
  DROP TYPE "public"."enum_taxi_quotes_zone";
  DROP TYPE "public"."enum_taxi_quotes_service_type";
  DROP TYPE "public"."enum_taxi_quotes_currency";`)
}
