import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_rides_flight_status" ADD VALUE 'scheduled' BEFORE 'on_time';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rides" ALTER COLUMN "flight_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_rides_flight_status";
  CREATE TYPE "public"."enum_rides_flight_status" AS ENUM('on_time', 'delayed', 'landed', 'cancelled');
  ALTER TABLE "rides" ALTER COLUMN "flight_status" SET DATA TYPE "public"."enum_rides_flight_status" USING "flight_status"::"public"."enum_rides_flight_status";`)
}
