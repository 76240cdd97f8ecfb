import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_page_hero_slides" ADD COLUMN "link" varchar;
  ALTER TABLE "_home_page_v_version_hero_slides" ADD COLUMN "link" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_page_hero_slides" DROP COLUMN "link";
  ALTER TABLE "_home_page_v_version_hero_slides" DROP COLUMN "link";`)
}
