import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_payment_method" AS ENUM('card', 'mobile_money');
  CREATE TYPE "public"."enum_bookings_price_currency" AS ENUM('USD', 'EUR', 'XOF', 'GHS', 'NGN');
  ALTER TYPE "public"."enum_bookings_checkout_provider" ADD VALUE 'flutterwave' BEFORE 'test';
  ALTER TABLE "bookings" ADD COLUMN "payment_method" "enum_bookings_payment_method";
  ALTER TABLE "bookings" ADD COLUMN "price_amount" numeric;
  ALTER TABLE "bookings" ADD COLUMN "price_currency" "enum_bookings_price_currency";
  ALTER TABLE "bookings" ADD COLUMN "rate" numeric;
  ALTER TABLE "bookings" ADD COLUMN "rate_set_on" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "checkout_provider" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_checkout_provider";
  CREATE TYPE "public"."enum_bookings_checkout_provider" AS ENUM('stripe', 'test');
  ALTER TABLE "bookings" ALTER COLUMN "checkout_provider" SET DATA TYPE "public"."enum_bookings_checkout_provider" USING "checkout_provider"::"public"."enum_bookings_checkout_provider";
  ALTER TABLE "bookings" DROP COLUMN "payment_method";
  ALTER TABLE "bookings" DROP COLUMN "price_amount";
  ALTER TABLE "bookings" DROP COLUMN "price_currency";
  ALTER TABLE "bookings" DROP COLUMN "rate";
  ALTER TABLE "bookings" DROP COLUMN "rate_set_on";
  DROP TYPE "public"."enum_bookings_payment_method";
  DROP TYPE "public"."enum_bookings_price_currency";`)
}
