import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Issue 45: a ride's cancellation is an event of the notifier (its WhatsApp and SMS templates, its messages). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_messages_event" ADD VALUE 'rideCancelled';
  ALTER TYPE "public"."enum_message_templates_event" ADD VALUE 'rideCancelled';`)
}

/** The event's messages and templates go with it (an enum keeps no value it lost). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "messages" WHERE "event" = 'rideCancelled';
  DELETE FROM "message_templates" WHERE "event" = 'rideCancelled';
  ALTER TABLE "messages" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_messages_event";
  CREATE TYPE "public"."enum_messages_event" AS ENUM('bookingConfirmed', 'ticketIssued', 'stayConfirmed', 'driverAssigned', 'pickupMoved', 'cancellationRefund', 'mobileMoneyRefunded', 'priceDropped');
  ALTER TABLE "messages" ALTER COLUMN "event" SET DATA TYPE "public"."enum_messages_event" USING "event"::"public"."enum_messages_event";
  ALTER TABLE "message_templates" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_message_templates_event";
  CREATE TYPE "public"."enum_message_templates_event" AS ENUM('bookingConfirmed', 'ticketIssued', 'stayConfirmed', 'driverAssigned', 'pickupMoved', 'cancellationRefund', 'mobileMoneyRefunded', 'priceDropped');
  ALTER TABLE "message_templates" ALTER COLUMN "event" SET DATA TYPE "public"."enum_message_templates_event" USING "event"::"public"."enum_message_templates_event";`)
}
