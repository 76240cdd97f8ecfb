import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_watches_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_price_watches_status" AS ENUM('active', 'stopped', 'ended');
  CREATE TYPE "public"."enum_price_watches_currency" AS ENUM('USD', 'EUR', 'XOF', 'GHS', 'NGN');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkPriceWatches' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkPriceWatches' BEFORE 'schedulePublish';
  CREATE TABLE "price_watches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"user_id" integer,
  	"locale" "enum_price_watches_locale" NOT NULL,
  	"status" "enum_price_watches_status" DEFAULT 'active' NOT NULL,
  	"origin" varchar NOT NULL,
  	"destination" varchar NOT NULL,
  	"depart_date" varchar NOT NULL,
  	"return_date" varchar,
  	"adults" numeric NOT NULL,
  	"children" numeric NOT NULL,
  	"infants" numeric NOT NULL,
  	"cabin" varchar NOT NULL,
  	"currency" "enum_price_watches_currency" NOT NULL,
  	"confirmation_nonce" varchar,
  	"drop_percent" numeric NOT NULL,
  	"drop_amount" numeric NOT NULL,
  	"reference_price" numeric,
  	"lowest_price" numeric,
  	"lowest_at" timestamp(3) with time zone,
  	"last_price" numeric,
  	"checked_at" timestamp(3) with time zone,
  	"alerted_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_watches_email_idx" ON "price_watches" USING btree ("email");
  CREATE INDEX "price_watches_user_idx" ON "price_watches" USING btree ("user_id");
  CREATE INDEX "price_watches_status_idx" ON "price_watches" USING btree ("status");
  CREATE UNIQUE INDEX "price_watches_confirmation_nonce_idx" ON "price_watches" USING btree ("confirmation_nonce");
  CREATE INDEX "price_watches_checked_at_idx" ON "price_watches" USING btree ("checked_at");
  CREATE INDEX "price_watches_updated_at_idx" ON "price_watches" USING btree ("updated_at");
  CREATE INDEX "price_watches_created_at_idx" ON "price_watches" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "price_watches" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireBookings', 'orderFlightTickets', 'recheckFlights', 'refreshExchangeRates', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireBookings', 'orderFlightTickets', 'recheckFlights', 'refreshExchangeRates', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_price_watches_locale";
  DROP TYPE "public"."enum_price_watches_status";
  DROP TYPE "public"."enum_price_watches_currency";`)
}
