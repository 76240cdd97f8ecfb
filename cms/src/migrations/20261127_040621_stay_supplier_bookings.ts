import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stay_supplier_bookings_supplier" AS ENUM('duffel');
  CREATE TYPE "public"."enum_stay_supplier_bookings_status" AS ENUM('quoted', 'booking', 'booked', 'refused');
  CREATE TABLE "stay_supplier_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"supplier" "enum_stay_supplier_bookings_supplier" NOT NULL,
  	"rate_id" varchar NOT NULL,
  	"quote_id" varchar NOT NULL,
  	"status" "enum_stay_supplier_bookings_status" DEFAULT 'quoted' NOT NULL,
  	"supplier_booking_id" varchar,
  	"confirmation" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stay_supplier_bookings_id" integer;
  ALTER TABLE "stay_supplier_bookings" ADD CONSTRAINT "stay_supplier_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "stay_supplier_bookings_booking_idx" ON "stay_supplier_bookings" USING btree ("booking_id");
  CREATE INDEX "stay_supplier_bookings_updated_at_idx" ON "stay_supplier_bookings" USING btree ("updated_at");
  CREATE INDEX "stay_supplier_bookings_created_at_idx" ON "stay_supplier_bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stay_supplier_bookings_fk" FOREIGN KEY ("stay_supplier_bookings_id") REFERENCES "public"."stay_supplier_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stay_supplier_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("stay_supplier_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stay_supplier_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stay_supplier_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stay_supplier_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_stay_supplier_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stay_supplier_bookings_id";
  DROP TYPE "public"."enum_stay_supplier_bookings_supplier";
  DROP TYPE "public"."enum_stay_supplier_bookings_status";`)
}
