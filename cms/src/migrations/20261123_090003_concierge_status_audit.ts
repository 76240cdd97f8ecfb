import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "concierge_requests" ADD COLUMN "contacted_at" timestamp(3) with time zone;
  ALTER TABLE "concierge_requests" ADD COLUMN "contacted_by_id" integer;
  ALTER TABLE "concierge_requests" ADD COLUMN "completed_at" timestamp(3) with time zone;
  ALTER TABLE "concierge_requests" ADD COLUMN "completed_by_id" integer;
  ALTER TABLE "concierge_requests" ADD CONSTRAINT "concierge_requests_contacted_by_id_admins_id_fk" FOREIGN KEY ("contacted_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concierge_requests" ADD CONSTRAINT "concierge_requests_completed_by_id_admins_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "concierge_requests_contacted_by_idx" ON "concierge_requests" USING btree ("contacted_by_id");
  CREATE INDEX "concierge_requests_completed_by_idx" ON "concierge_requests" USING btree ("completed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "concierge_requests" DROP CONSTRAINT "concierge_requests_contacted_by_id_admins_id_fk";
  
  ALTER TABLE "concierge_requests" DROP CONSTRAINT "concierge_requests_completed_by_id_admins_id_fk";
  
  DROP INDEX "concierge_requests_contacted_by_idx";
  DROP INDEX "concierge_requests_completed_by_idx";
  ALTER TABLE "concierge_requests" DROP COLUMN "contacted_at";
  ALTER TABLE "concierge_requests" DROP COLUMN "contacted_by_id";
  ALTER TABLE "concierge_requests" DROP COLUMN "completed_at";
  ALTER TABLE "concierge_requests" DROP COLUMN "completed_by_id";`)
}
