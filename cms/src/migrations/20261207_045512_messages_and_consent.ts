import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Messages where travellers read them (issue 45): the WhatsApp/SMS messages with their unique
 * idempotency key, the editable templates, the consent fields on accounts and bookings, and the
 * sendMessage task in the jobs queue.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messages_event" AS ENUM('bookingConfirmed', 'ticketIssued', 'stayConfirmed', 'driverAssigned', 'pickupMoved', 'cancellationRefund', 'mobileMoneyRefunded', 'priceDropped');
  CREATE TYPE "public"."enum_messages_channel" AS ENUM('email', 'push', 'whatsapp', 'sms');
  CREATE TYPE "public"."enum_messages_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_messages_status" AS ENUM('queued', 'sent', 'delivered', 'read', 'failed', 'skipped');
  CREATE TYPE "public"."enum_message_templates_event" AS ENUM('bookingConfirmed', 'ticketIssued', 'stayConfirmed', 'driverAssigned', 'pickupMoved', 'cancellationRefund', 'mobileMoneyRefunded', 'priceDropped');
  CREATE TYPE "public"."enum_message_templates_channel" AS ENUM('whatsapp', 'sms');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMessage' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMessage' BEFORE 'schedulePublish';
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"booking_id" integer,
  	"user_id" integer,
  	"event" "enum_messages_event" NOT NULL,
  	"channel" "enum_messages_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"locale" "enum_messages_locale" NOT NULL,
  	"variables" jsonb NOT NULL,
  	"status" "enum_messages_status" DEFAULT 'queued' NOT NULL,
  	"provider_id" varchar,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "message_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" "enum_message_templates_event" NOT NULL,
  	"channel" "enum_message_templates_channel" NOT NULL,
  	"approved_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "message_templates_locales" (
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "message_phone" varchar;
  ALTER TABLE "users" ADD COLUMN "whatsapp_consent" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "sms_consent" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "message_phone" varchar;
  ALTER TABLE "bookings" ADD COLUMN "whatsapp_consent" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "sms_consent" boolean DEFAULT false;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_templates_locales" ADD CONSTRAINT "message_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "messages_idempotency_key_idx" ON "messages" USING btree ("idempotency_key");
  CREATE INDEX "messages_booking_idx" ON "messages" USING btree ("booking_id");
  CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id");
  CREATE INDEX "messages_provider_id_idx" ON "messages" USING btree ("provider_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE INDEX "message_templates_updated_at_idx" ON "message_templates" USING btree ("updated_at");
  CREATE INDEX "message_templates_created_at_idx" ON "message_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_channel_idx" ON "message_templates" USING btree ("event","channel");
  CREATE UNIQUE INDEX "message_templates_locales_locale_parent_id_unique" ON "message_templates_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "messages" CASCADE;
  DROP TABLE "message_templates" CASCADE;
  DROP TABLE "message_templates_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireBookings', 'orderFlightTickets', 'recheckFlights', 'refreshExchangeRates', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireBookings', 'orderFlightTickets', 'recheckFlights', 'refreshExchangeRates', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "message_phone";
  ALTER TABLE "users" DROP COLUMN "whatsapp_consent";
  ALTER TABLE "users" DROP COLUMN "sms_consent";
  ALTER TABLE "bookings" DROP COLUMN "message_phone";
  ALTER TABLE "bookings" DROP COLUMN "whatsapp_consent";
  ALTER TABLE "bookings" DROP COLUMN "sms_consent";
  DROP TYPE "public"."enum_messages_event";
  DROP TYPE "public"."enum_messages_channel";
  DROP TYPE "public"."enum_messages_locale";
  DROP TYPE "public"."enum_messages_status";
  DROP TYPE "public"."enum_message_templates_event";
  DROP TYPE "public"."enum_message_templates_channel";`)
}
