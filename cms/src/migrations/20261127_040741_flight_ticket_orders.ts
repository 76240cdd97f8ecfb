import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_tickets" ADD COLUMN "order_attempts" numeric DEFAULT 0;
  ALTER TABLE "flight_tickets" ADD COLUMN "order_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "flight_tickets" ADD COLUMN "cancel_refund_amount" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_tickets" DROP COLUMN "order_attempts";
  ALTER TABLE "flight_tickets" DROP COLUMN "order_claimed_at";
  ALTER TABLE "flight_tickets" DROP COLUMN "cancel_refund_amount";`)
}
