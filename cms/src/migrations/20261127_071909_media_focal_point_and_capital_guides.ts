import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 34: a home capital card now opens its guide. The old cards (Cape Town, Marrakech, Zanzibar…
// with listing counts nothing counted) named no page, so they go, in the document and its versions;
// the seed, which runs after the migrations, then writes one card per West African guide.
// (Media's focal point needs no column: focal_x and focal_y exist since the initial migration.)
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "home_page_capital_cards";
  DELETE FROM "_home_page_v_version_capital_cards";
   ALTER TABLE "home_page_capital_cards" ADD COLUMN "guide_id" integer;
  ALTER TABLE "_home_page_v_version_capital_cards" ADD COLUMN "guide_id" integer;
  ALTER TABLE "home_page_capital_cards" ADD CONSTRAINT "home_page_capital_cards_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_capital_cards" ADD CONSTRAINT "_home_page_v_version_capital_cards_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_page_capital_cards_guide_idx" ON "home_page_capital_cards" USING btree ("guide_id");
  CREATE INDEX "_home_page_v_version_capital_cards_guide_idx" ON "_home_page_v_version_capital_cards" USING btree ("guide_id");
  ALTER TABLE "home_page_capital_cards" DROP COLUMN "slug";
  ALTER TABLE "home_page_capital_cards" DROP COLUMN "listings_count";
  ALTER TABLE "home_page_capital_cards_locales" DROP COLUMN "name";
  ALTER TABLE "_home_page_v_version_capital_cards" DROP COLUMN "slug";
  ALTER TABLE "_home_page_v_version_capital_cards" DROP COLUMN "listings_count";
  ALTER TABLE "_home_page_v_version_capital_cards_locales" DROP COLUMN "name";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_page_capital_cards" DROP CONSTRAINT "home_page_capital_cards_guide_id_guides_id_fk";
  
  ALTER TABLE "_home_page_v_version_capital_cards" DROP CONSTRAINT "_home_page_v_version_capital_cards_guide_id_guides_id_fk";
  
  DROP INDEX "home_page_capital_cards_guide_idx";
  DROP INDEX "_home_page_v_version_capital_cards_guide_idx";
  ALTER TABLE "home_page_capital_cards" ADD COLUMN "slug" varchar;
  ALTER TABLE "home_page_capital_cards" ADD COLUMN "listings_count" numeric;
  ALTER TABLE "home_page_capital_cards_locales" ADD COLUMN "name" varchar;
  ALTER TABLE "_home_page_v_version_capital_cards" ADD COLUMN "slug" varchar;
  ALTER TABLE "_home_page_v_version_capital_cards" ADD COLUMN "listings_count" numeric;
  ALTER TABLE "_home_page_v_version_capital_cards_locales" ADD COLUMN "name" varchar;
  ALTER TABLE "home_page_capital_cards" DROP COLUMN "guide_id";
  ALTER TABLE "_home_page_v_version_capital_cards" DROP COLUMN "guide_id";`)
}
