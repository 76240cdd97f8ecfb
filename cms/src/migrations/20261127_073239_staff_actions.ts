import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The console's audit trail (staff_actions, generated) and, hand-written after it, the trigram
 * indexes of the bookings search (reference, email, a traveller's name as in the passport, a ride's
 * customer): the search is ILIKE '%text%', which a btree cannot serve.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_staff_actions_kind" AS ENUM('refund', 'cancel', 'note', 'assign_driver', 'ride_status', 'ticketing');
  CREATE TABLE "staff_actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer,
  	"ride_id" integer,
  	"admin_id" integer,
  	"author_name" varchar NOT NULL,
  	"kind" "enum_staff_actions_kind" NOT NULL,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_actions_id" integer;
  ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "staff_actions_booking_idx" ON "staff_actions" USING btree ("booking_id");
  CREATE INDEX "staff_actions_ride_idx" ON "staff_actions" USING btree ("ride_id");
  CREATE INDEX "staff_actions_admin_idx" ON "staff_actions" USING btree ("admin_id");
  CREATE INDEX "staff_actions_updated_at_idx" ON "staff_actions" USING btree ("updated_at");
  CREATE INDEX "staff_actions_created_at_idx" ON "staff_actions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_actions_fk" FOREIGN KEY ("staff_actions_id") REFERENCES "public"."staff_actions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_actions_id");
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "bookings_reference_trgm_idx" ON "bookings" USING gin (("reference"::text) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "bookings_email_trgm_idx" ON "bookings" USING gin (("email"::text) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "booking_travellers_travellers_name_trgm_idx" ON "booking_travellers_travellers"
    USING gin (("given_names"::text || ' ' || "surname"::text) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "rides_customer_name_trgm_idx" ON "rides" USING gin (("customer_name"::text) gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "bookings_reference_trgm_idx";
  DROP INDEX IF EXISTS "bookings_email_trgm_idx";
  DROP INDEX IF EXISTS "booking_travellers_travellers_name_trgm_idx";
  DROP INDEX IF EXISTS "rides_customer_name_trgm_idx";
   ALTER TABLE "staff_actions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_actions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_actions_fk";
  
  DROP INDEX "payload_locked_documents_rels_staff_actions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_actions_id";
  DROP TYPE "public"."enum_staff_actions_kind";`)
}
