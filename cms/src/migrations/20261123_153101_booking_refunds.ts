import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'refunded';
  ALTER TABLE "bookings" ADD COLUMN "payment_intent_id" varchar;
  ALTER TABLE "bookings" ADD COLUMN "refund_id" varchar;
  ALTER TABLE "bookings" ADD COLUMN "refunded_amount" numeric;
  ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('pending', 'confirmed', 'expired', 'failed', 'cancelled');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_bookings_status";
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  ALTER TABLE "bookings" DROP COLUMN "payment_intent_id";
  ALTER TABLE "bookings" DROP COLUMN "refund_id";
  ALTER TABLE "bookings" DROP COLUMN "refunded_amount";
  ALTER TABLE "bookings" DROP COLUMN "refunded_at";`)
}
