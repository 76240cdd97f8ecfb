import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_flight_tickets_state" AS ENUM('waiting', 'ordering', 'ticketed', 'refused', 'cancelled');
  CREATE TYPE "public"."enum_flight_tickets_source" AS ENUM('desk', 'duffel');
  CREATE TABLE "flight_tickets_e_tickets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"traveller_name" varchar NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "flight_tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"state" "enum_flight_tickets_state" DEFAULT 'waiting' NOT NULL,
  	"source" "enum_flight_tickets_source" DEFAULT 'desk' NOT NULL,
  	"pnr" varchar,
  	"duffel_order_id" varchar,
  	"ticketed_at" timestamp(3) with time zone,
  	"ticketed_by_id" integer,
  	"note" varchar,
  	"refusal_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "flight_tickets_id" integer;
  ALTER TABLE "flight_tickets_e_tickets" ADD CONSTRAINT "flight_tickets_e_tickets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flight_tickets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flight_tickets" ADD CONSTRAINT "flight_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_tickets" ADD CONSTRAINT "flight_tickets_ticketed_by_id_admins_id_fk" FOREIGN KEY ("ticketed_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "flight_tickets_e_tickets_order_idx" ON "flight_tickets_e_tickets" USING btree ("_order");
  CREATE INDEX "flight_tickets_e_tickets_parent_id_idx" ON "flight_tickets_e_tickets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "flight_tickets_booking_idx" ON "flight_tickets" USING btree ("booking_id");
  CREATE INDEX "flight_tickets_state_idx" ON "flight_tickets" USING btree ("state");
  CREATE UNIQUE INDEX "flight_tickets_duffel_order_id_idx" ON "flight_tickets" USING btree ("duffel_order_id");
  CREATE INDEX "flight_tickets_ticketed_by_idx" ON "flight_tickets" USING btree ("ticketed_by_id");
  CREATE INDEX "flight_tickets_updated_at_idx" ON "flight_tickets" USING btree ("updated_at");
  CREATE INDEX "flight_tickets_created_at_idx" ON "flight_tickets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flight_tickets_fk" FOREIGN KEY ("flight_tickets_id") REFERENCES "public"."flight_tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_flight_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("flight_tickets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_tickets_e_tickets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flight_tickets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "flight_tickets_e_tickets" CASCADE;
  DROP TABLE "flight_tickets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_flight_tickets_fk";
  
  DROP INDEX "payload_locked_documents_rels_flight_tickets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "flight_tickets_id";
  DROP TYPE "public"."enum_flight_tickets_state";
  DROP TYPE "public"."enum_flight_tickets_source";`)
}
