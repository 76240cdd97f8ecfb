import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshExchangeRates';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshExchangeRates';
  CREATE TABLE "exchange_rates_confirmations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"from_per_usd" numeric NOT NULL,
  	"to_per_usd" numeric NOT NULL,
  	"reason" varchar NOT NULL,
  	"confirmed_by" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "exchange_rates_rates" ADD COLUMN "reference_per_usd" numeric;
  ALTER TABLE "exchange_rates" ADD COLUMN "confirm_outside_bound" boolean;
  ALTER TABLE "exchange_rates" ADD COLUMN "confirm_reason" varchar;
  ALTER TABLE "exchange_rates_confirmations" ADD CONSTRAINT "exchange_rates_confirmations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exchange_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exchange_rates_confirmations_order_idx" ON "exchange_rates_confirmations" USING btree ("_order");
  CREATE INDEX "exchange_rates_confirmations_parent_id_idx" ON "exchange_rates_confirmations" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "exchange_rates_confirmations" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireBookings', 'recheckFlights');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireBookings', 'recheckFlights');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "exchange_rates_rates" DROP COLUMN "reference_per_usd";
  ALTER TABLE "exchange_rates" DROP COLUMN "confirm_outside_bound";
  ALTER TABLE "exchange_rates" DROP COLUMN "confirm_reason";`)
}
