import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rides_flight_status" AS ENUM('on_time', 'delayed', 'landed', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recheckFlights';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recheckFlights';
  ALTER TABLE "rides" ADD COLUMN "meeting_name" varchar;
  ALTER TABLE "rides" ADD COLUMN "flight_number" varchar;
  ALTER TABLE "rides" ADD COLUMN "arrival_airport" varchar;
  ALTER TABLE "rides" ADD COLUMN "arrival_date" varchar;
  ALTER TABLE "rides" ADD COLUMN "flight_status" "enum_rides_flight_status";
  ALTER TABLE "rides" ADD COLUMN "scheduled_arrival_at" timestamp(3) with time zone;
  ALTER TABLE "rides" ADD COLUMN "free_waiting_minutes" numeric;
  ALTER TABLE "rides" ADD COLUMN "flight_checked_at" timestamp(3) with time zone;
  ALTER TABLE "rides" ADD COLUMN "driver_notice_for" timestamp(3) with time zone;
  ALTER TABLE "drivers" ADD COLUMN "email" varchar;
  ALTER TABLE "drivers" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "drivers" ADD COLUMN "photo_id" integer;
  ALTER TABLE "drivers" ADD CONSTRAINT "drivers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "rides_flight_number_idx" ON "rides" USING btree ("flight_number");
  CREATE INDEX "drivers_photo_idx" ON "drivers" USING btree ("photo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "drivers" DROP CONSTRAINT "drivers_photo_id_media_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireBookings');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireBookings');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "rides_flight_number_idx";
  DROP INDEX "drivers_photo_idx";
  ALTER TABLE "rides" DROP COLUMN "meeting_name";
  ALTER TABLE "rides" DROP COLUMN "flight_number";
  ALTER TABLE "rides" DROP COLUMN "arrival_airport";
  ALTER TABLE "rides" DROP COLUMN "arrival_date";
  ALTER TABLE "rides" DROP COLUMN "flight_status";
  ALTER TABLE "rides" DROP COLUMN "scheduled_arrival_at";
  ALTER TABLE "rides" DROP COLUMN "free_waiting_minutes";
  ALTER TABLE "rides" DROP COLUMN "flight_checked_at";
  ALTER TABLE "rides" DROP COLUMN "driver_notice_for";
  ALTER TABLE "drivers" DROP COLUMN "email";
  ALTER TABLE "drivers" DROP COLUMN "whatsapp";
  ALTER TABLE "drivers" DROP COLUMN "photo_id";
  DROP TYPE "public"."enum_rides_flight_status";`)
}
