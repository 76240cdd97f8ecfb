import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_booking_travellers_travellers_title" AS ENUM('mr', 'ms', 'mrs', 'mx');
  CREATE TABLE "booking_travellers_travellers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" "enum_booking_travellers_travellers_title" NOT NULL,
  	"given_names" varchar NOT NULL,
  	"surname" varchar NOT NULL,
  	"birth_date" varchar,
  	"nationality" varchar,
  	"passport_number" varchar,
  	"passport_expiry" varchar
  );
  
  CREATE TABLE "booking_travellers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "itinerary" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_travellers_id" integer;
  ALTER TABLE "booking_travellers_travellers" ADD CONSTRAINT "booking_travellers_travellers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_travellers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "booking_travellers_travellers_order_idx" ON "booking_travellers_travellers" USING btree ("_order");
  CREATE INDEX "booking_travellers_travellers_parent_id_idx" ON "booking_travellers_travellers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "booking_travellers_booking_idx" ON "booking_travellers" USING btree ("booking_id");
  CREATE INDEX "booking_travellers_updated_at_idx" ON "booking_travellers" USING btree ("updated_at");
  CREATE INDEX "booking_travellers_created_at_idx" ON "booking_travellers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_travellers_fk" FOREIGN KEY ("booking_travellers_id") REFERENCES "public"."booking_travellers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_booking_travellers_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_travellers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_travellers_travellers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_travellers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_travellers_travellers" CASCADE;
  DROP TABLE "booking_travellers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_travellers_fk";
  
  DROP INDEX "payload_locked_documents_rels_booking_travellers_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "itinerary";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_travellers_id";
  DROP TYPE "public"."enum_booking_travellers_travellers_title";`)
}
