import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_flight_offers_provider" AS ENUM('offline', 'duffel');
  CREATE TYPE "public"."enum_flight_offers_base_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum_flight_offers_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TABLE "hotels_seasonal_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_month" numeric NOT NULL,
  	"end_month" numeric NOT NULL,
  	"price_per_night" numeric NOT NULL
  );
  
  CREATE TABLE "flight_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer_id" varchar NOT NULL,
  	"provider" "enum_flight_offers_provider" NOT NULL,
  	"provider_offer_id" varchar,
  	"itinerary_key" varchar NOT NULL,
  	"itinerary" jsonb NOT NULL,
  	"base_price" numeric NOT NULL,
  	"base_currency" "enum_flight_offers_base_currency" NOT NULL,
  	"price_total" numeric NOT NULL,
  	"currency" "enum_flight_offers_currency" NOT NULL,
  	"price_fetched_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "hotels" ADD COLUMN "discount_percent" numeric;
  ALTER TABLE "hotels" ADD COLUMN "distance_from_centre_km" numeric;
  ALTER TABLE "hotels" ADD COLUMN "search_text" varchar;
  ALTER TABLE "concierge_requests" ADD COLUMN "contacted_at" timestamp(3) with time zone;
  ALTER TABLE "concierge_requests" ADD COLUMN "contacted_by_id" integer;
  ALTER TABLE "concierge_requests" ADD COLUMN "completed_at" timestamp(3) with time zone;
  ALTER TABLE "concierge_requests" ADD COLUMN "completed_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "flight_offers_id" integer;
  ALTER TABLE "hotels_seasonal_rates" ADD CONSTRAINT "hotels_seasonal_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hotels_seasonal_rates_order_idx" ON "hotels_seasonal_rates" USING btree ("_order");
  CREATE INDEX "hotels_seasonal_rates_parent_id_idx" ON "hotels_seasonal_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "flight_offers_offer_id_idx" ON "flight_offers" USING btree ("offer_id");
  CREATE INDEX "flight_offers_expires_at_idx" ON "flight_offers" USING btree ("expires_at");
  CREATE INDEX "flight_offers_updated_at_idx" ON "flight_offers" USING btree ("updated_at");
  CREATE INDEX "flight_offers_created_at_idx" ON "flight_offers" USING btree ("created_at");
  ALTER TABLE "concierge_requests" ADD CONSTRAINT "concierge_requests_contacted_by_id_admins_id_fk" FOREIGN KEY ("contacted_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concierge_requests" ADD CONSTRAINT "concierge_requests_completed_by_id_admins_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flight_offers_fk" FOREIGN KEY ("flight_offers_id") REFERENCES "public"."flight_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hotels_search_text_idx" ON "hotels" USING btree ("search_text");
  CREATE INDEX "concierge_requests_contacted_by_idx" ON "concierge_requests" USING btree ("contacted_by_id");
  CREATE INDEX "concierge_requests_completed_by_idx" ON "concierge_requests" USING btree ("completed_by_id");
  CREATE INDEX "payload_locked_documents_rels_flight_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("flight_offers_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "admins" DROP COLUMN "login_attempts";
  ALTER TABLE "admins" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "hotels_seasonal_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flight_offers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "hotels_seasonal_rates" CASCADE;
  DROP TABLE "flight_offers" CASCADE;
  ALTER TABLE "concierge_requests" DROP CONSTRAINT "concierge_requests_contacted_by_id_admins_id_fk";
  
  ALTER TABLE "concierge_requests" DROP CONSTRAINT "concierge_requests_completed_by_id_admins_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_flight_offers_fk";
  
  DROP INDEX "hotels_search_text_idx";
  DROP INDEX "concierge_requests_contacted_by_idx";
  DROP INDEX "concierge_requests_completed_by_idx";
  DROP INDEX "payload_locked_documents_rels_flight_offers_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "admins" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "admins" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "hotels" DROP COLUMN "discount_percent";
  ALTER TABLE "hotels" DROP COLUMN "distance_from_centre_km";
  ALTER TABLE "hotels" DROP COLUMN "search_text";
  ALTER TABLE "concierge_requests" DROP COLUMN "contacted_at";
  ALTER TABLE "concierge_requests" DROP COLUMN "contacted_by_id";
  ALTER TABLE "concierge_requests" DROP COLUMN "completed_at";
  ALTER TABLE "concierge_requests" DROP COLUMN "completed_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "flight_offers_id";
  DROP TYPE "public"."enum_flight_offers_provider";
  DROP TYPE "public"."enum_flight_offers_base_currency";
  DROP TYPE "public"."enum_flight_offers_currency";`)
}
