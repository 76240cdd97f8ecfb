import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_guides_entry_requirements_group" AS ENUM('us', 'eu', 'ecowas', 'other');
  CREATE TYPE "public"."enum_guides_entry_requirements_visa" AS ENUM('none', 'on_arrival', 'e_visa', 'embassy');
  CREATE TYPE "public"."enum_guides_entry_requirements_yellow_fever" AS ENUM('required', 'if_from_risk_country', 'not_required');
  CREATE TYPE "public"."enum__guides_v_version_entry_requirements_group" AS ENUM('us', 'eu', 'ecowas', 'other');
  CREATE TYPE "public"."enum__guides_v_version_entry_requirements_visa" AS ENUM('none', 'on_arrival', 'e_visa', 'embassy');
  CREATE TYPE "public"."enum__guides_v_version_entry_requirements_yellow_fever" AS ENUM('required', 'if_from_risk_country', 'not_required');
  CREATE TABLE "guides_entry_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" "enum_guides_entry_requirements_group",
  	"visa" "enum_guides_entry_requirements_visa",
  	"visa_url" varchar,
  	"yellow_fever" "enum_guides_entry_requirements_yellow_fever",
  	"last_checked" timestamp(3) with time zone,
  	"source_url" varchar
  );
  
  CREATE TABLE "guides_entry_requirements_locales" (
  	"passport_validity" varchar,
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_guides_v_version_entry_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum__guides_v_version_entry_requirements_group",
  	"visa" "enum__guides_v_version_entry_requirements_visa",
  	"visa_url" varchar,
  	"yellow_fever" "enum__guides_v_version_entry_requirements_yellow_fever",
  	"last_checked" timestamp(3) with time zone,
  	"source_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guides_v_version_entry_requirements_locales" (
  	"passport_validity" varchar,
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "guides_entry_requirements" ADD CONSTRAINT "guides_entry_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_entry_requirements_locales" ADD CONSTRAINT "guides_entry_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides_entry_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_entry_requirements" ADD CONSTRAINT "_guides_v_version_entry_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_entry_requirements_locales" ADD CONSTRAINT "_guides_v_version_entry_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v_version_entry_requirements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "guides_entry_requirements_order_idx" ON "guides_entry_requirements" USING btree ("_order");
  CREATE INDEX "guides_entry_requirements_parent_id_idx" ON "guides_entry_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guides_entry_requirements_locales_locale_parent_id_unique" ON "guides_entry_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_v_version_entry_requirements_order_idx" ON "_guides_v_version_entry_requirements" USING btree ("_order");
  CREATE INDEX "_guides_v_version_entry_requirements_parent_id_idx" ON "_guides_v_version_entry_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_guides_v_version_entry_requirements_locales_locale_parent_i" ON "_guides_v_version_entry_requirements_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "guides_entry_requirements" CASCADE;
  DROP TABLE "guides_entry_requirements_locales" CASCADE;
  DROP TABLE "_guides_v_version_entry_requirements" CASCADE;
  DROP TABLE "_guides_v_version_entry_requirements_locales" CASCADE;
  DROP TYPE "public"."enum_guides_entry_requirements_group";
  DROP TYPE "public"."enum_guides_entry_requirements_visa";
  DROP TYPE "public"."enum_guides_entry_requirements_yellow_fever";
  DROP TYPE "public"."enum__guides_v_version_entry_requirements_group";
  DROP TYPE "public"."enum__guides_v_version_entry_requirements_visa";
  DROP TYPE "public"."enum__guides_v_version_entry_requirements_yellow_fever";`)
}
