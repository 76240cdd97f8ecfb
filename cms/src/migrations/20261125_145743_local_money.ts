import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exchange_rates_rates_currency" AS ENUM('USD', 'EUR', 'XOF', 'GHS', 'NGN');
  ALTER TYPE "public"."enum_users_travel_savings_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_users_travel_savings_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_hotels_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_hotels_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_packages_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_packages_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_bookings_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_bookings_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_flight_offers_base_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_flight_offers_base_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_flight_offers_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_flight_offers_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_rides_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_rides_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_taxi_quotes_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_taxi_quotes_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum_home_page_destination_cards_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum_home_page_destination_cards_currency" ADD VALUE 'NGN';
  ALTER TYPE "public"."enum__home_page_v_version_destination_cards_currency" ADD VALUE 'GHS';
  ALTER TYPE "public"."enum__home_page_v_version_destination_cards_currency" ADD VALUE 'NGN';
  CREATE TABLE "exchange_rates_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_exchange_rates_rates_currency" NOT NULL,
  	"per_usd" numeric NOT NULL,
  	"set_on" timestamp(3) with time zone NOT NULL,
  	"source" varchar NOT NULL
  );
  
  CREATE TABLE "exchange_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "exchange_rates_rates" ADD CONSTRAINT "exchange_rates_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exchange_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exchange_rates_rates_order_idx" ON "exchange_rates_rates" USING btree ("_order");
  CREATE INDEX "exchange_rates_rates_parent_id_idx" ON "exchange_rates_rates" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "exchange_rates_rates" CASCADE;
  DROP TABLE "exchange_rates" CASCADE;
  ALTER TABLE "users" ALTER COLUMN "travel_savings_currency" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "travel_savings_currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_users_travel_savings_currency";
  CREATE TYPE "public"."enum_users_travel_savings_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "users" ALTER COLUMN "travel_savings_currency" SET DEFAULT 'USD'::"public"."enum_users_travel_savings_currency";
  ALTER TABLE "users" ALTER COLUMN "travel_savings_currency" SET DATA TYPE "public"."enum_users_travel_savings_currency" USING "travel_savings_currency"::"public"."enum_users_travel_savings_currency";
  ALTER TABLE "hotels" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "hotels" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_hotels_currency";
  CREATE TYPE "public"."enum_hotels_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "hotels" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum_hotels_currency";
  ALTER TABLE "hotels" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_hotels_currency" USING "currency"::"public"."enum_hotels_currency";
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_packages_currency";
  CREATE TYPE "public"."enum_packages_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum_packages_currency";
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_packages_currency" USING "currency"::"public"."enum_packages_currency";
  ALTER TABLE "bookings" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_bookings_currency";
  CREATE TYPE "public"."enum_bookings_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "bookings" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum_bookings_currency";
  ALTER TABLE "bookings" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_bookings_currency" USING "currency"::"public"."enum_bookings_currency";
  ALTER TABLE "flight_offers" ALTER COLUMN "base_currency" SET DATA TYPE text;
  DROP TYPE "public"."enum_flight_offers_base_currency";
  CREATE TYPE "public"."enum_flight_offers_base_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "flight_offers" ALTER COLUMN "base_currency" SET DATA TYPE "public"."enum_flight_offers_base_currency" USING "base_currency"::"public"."enum_flight_offers_base_currency";
  ALTER TABLE "flight_offers" ALTER COLUMN "currency" SET DATA TYPE text;
  DROP TYPE "public"."enum_flight_offers_currency";
  CREATE TYPE "public"."enum_flight_offers_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "flight_offers" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_flight_offers_currency" USING "currency"::"public"."enum_flight_offers_currency";
  ALTER TABLE "rides" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "rides" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_rides_currency";
  CREATE TYPE "public"."enum_rides_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "rides" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum_rides_currency";
  ALTER TABLE "rides" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_rides_currency" USING "currency"::"public"."enum_rides_currency";
  ALTER TABLE "taxi_quotes" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "taxi_quotes" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_taxi_quotes_currency";
  CREATE TYPE "public"."enum_taxi_quotes_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "taxi_quotes" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum_taxi_quotes_currency";
  ALTER TABLE "taxi_quotes" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_taxi_quotes_currency" USING "currency"::"public"."enum_taxi_quotes_currency";
  ALTER TABLE "home_page_destination_cards" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "home_page_destination_cards" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_home_page_destination_cards_currency";
  CREATE TYPE "public"."enum_home_page_destination_cards_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "home_page_destination_cards" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum_home_page_destination_cards_currency";
  ALTER TABLE "home_page_destination_cards" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_home_page_destination_cards_currency" USING "currency"::"public"."enum_home_page_destination_cards_currency";
  ALTER TABLE "_home_page_v_version_destination_cards" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "_home_page_v_version_destination_cards" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum__home_page_v_version_destination_cards_currency";
  CREATE TYPE "public"."enum__home_page_v_version_destination_cards_currency" AS ENUM('USD', 'EUR', 'XOF');
  ALTER TABLE "_home_page_v_version_destination_cards" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum__home_page_v_version_destination_cards_currency";
  ALTER TABLE "_home_page_v_version_destination_cards" ALTER COLUMN "currency" SET DATA TYPE "public"."enum__home_page_v_version_destination_cards_currency" USING "currency"::"public"."enum__home_page_v_version_destination_cards_currency";
  DROP TYPE "public"."enum_exchange_rates_rates_currency";`)
}
