import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Posts and guides get a localized rich-text body (Lexical JSON). A post's intro and its ranked
// destinations move into that body, per language: the intro as paragraphs, then one
// rankedDestinations block holding every destination (rank, name, image, description, highlights),
// for the published document and each of its versions. Then the old columns and tables go.
// The Lexical shapes are written out here (not imported) so that this migration never changes.

type Row = Record<string, unknown>

const element = { format: '', indent: 0, direction: 'ltr', version: 1 }
const paragraph = (text: string) => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})

/** Where one kind of row (documents or versions) keeps the old fields and the new body. */
type Tables = {
  locales: string
  intro: string
  body: string
  destinations: string
  /** the column holding the array row's own id (kept as the block row's id) */
  rowId: string
  highlights: string
}

const DOCUMENTS: Tables = {
  locales: 'posts_locales',
  intro: 'intro',
  body: 'body',
  destinations: 'posts_destinations',
  rowId: 'id',
  highlights: 'posts_destinations_highlights',
}
const VERSIONS: Tables = {
  locales: '_posts_v_locales',
  intro: 'version_intro',
  body: 'version_body',
  destinations: '_posts_v_version_destinations',
  rowId: '_uuid',
  highlights: '_posts_v_version_destinations_highlights',
}

async function moveIntoBody(db: MigrateUpArgs['db'], t: Tables): Promise<void> {
  const { rows: locales } = await db.execute(
    sql.raw(`SELECT "id", "_parent_id" AS "parent", "_locale" AS "locale", "${t.intro}" AS "intro" FROM "${t.locales}"`),
  )
  for (const row of locales as Row[]) {
    const { rows: destinations } = await db.execute(
      sql.raw(`SELECT d."id", d."${t.rowId}" AS "rowId", d."rank", d."image_id" AS "image",
                 l."name", l."description"
               FROM "${t.destinations}" d
               LEFT JOIN "${t.destinations}_locales" l ON l."_parent_id" = d."id" AND l."_locale" = '${row.locale}'
               WHERE d."_parent_id" = ${Number(row.parent)} ORDER BY d."_order"`),
    )
    const ranked = []
    for (const destination of destinations as Row[]) {
      const { rows: highlights } = await db.execute(
        sql.raw(`SELECT h."id", ${t.rowId === 'id' ? 'h."id"' : 'h."_uuid"'} AS "rowId", l."label"
                 FROM "${t.highlights}" h
                 LEFT JOIN "${t.highlights}_locales" l ON l."_parent_id" = h."id" AND l."_locale" = '${row.locale}'
                 WHERE h."_parent_id" = ${typeof destination.id === 'number' ? destination.id : `'${String(destination.id).replaceAll("'", "''")}'`}
                 ORDER BY h."_order"`),
      )
      ranked.push({
        id: String(destination.rowId ?? destination.id),
        rank: destination.rank === null ? null : Number(destination.rank),
        name: destination.name ?? '',
        image: destination.image ?? null,
        description: destination.description ?? '',
        highlights: (highlights as Row[]).map((highlight) => ({
          id: String(highlight.rowId ?? highlight.id),
          label: highlight.label ?? '',
        })),
      })
    }
    const intro = typeof row.intro === 'string' ? row.intro : ''
    const children: unknown[] = intro
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map(paragraph)
    if (ranked.length > 0) {
      children.push({
        type: 'block',
        version: 2,
        format: '',
        fields: {
          id: `ranked${String(row.parent).padStart(6, '0')}${String(row.id).padStart(12, '0')}`,
          blockName: '',
          blockType: 'rankedDestinations',
          destinations: ranked,
        },
      })
    }
    if (children.length === 0) continue
    const body = { root: { ...element, type: 'root', children } }
    await db.execute(sql`UPDATE ${sql.raw(`"${t.locales}"`)} SET ${sql.raw(`"${t.body}"`)} = ${JSON.stringify(body)}::jsonb WHERE "id" = ${row.id}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "posts_locales" ADD COLUMN "body" jsonb;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "guides_locales" ADD COLUMN "body" jsonb;
  ALTER TABLE "_guides_v_locales" ADD COLUMN "version_body" jsonb;`)
  await moveIntoBody(db, DOCUMENTS)
  await moveIntoBody(db, VERSIONS)
  await db.execute(sql`
  DROP TABLE "posts_destinations_highlights_locales" CASCADE;
  DROP TABLE "posts_destinations_highlights" CASCADE;
  DROP TABLE "posts_destinations_locales" CASCADE;
  DROP TABLE "posts_destinations" CASCADE;
  DROP TABLE "_posts_v_version_destinations_highlights_locales" CASCADE;
  DROP TABLE "_posts_v_version_destinations_highlights" CASCADE;
  DROP TABLE "_posts_v_version_destinations_locales" CASCADE;
  DROP TABLE "_posts_v_version_destinations" CASCADE;
  ALTER TABLE "posts_locales" DROP COLUMN "intro";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_intro";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The old structure comes back empty (bodies hold more than it can): re-seed or re-enter the posts.
  await db.execute(sql`
  ALTER TABLE "posts_locales" ADD COLUMN "intro" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_intro" varchar;
  CREATE TABLE "posts_destinations_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  CREATE TABLE "posts_destinations_highlights_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  CREATE TABLE "posts_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rank" numeric,
  	"image_id" integer
  );
  CREATE TABLE "posts_destinations_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  CREATE TABLE "_posts_v_version_destinations_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  CREATE TABLE "_posts_v_version_destinations_highlights_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  CREATE TABLE "_posts_v_version_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"rank" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  CREATE TABLE "_posts_v_version_destinations_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
ALTER TABLE "posts_destinations_highlights" ADD CONSTRAINT "posts_destinations_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_destinations"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "posts_destinations_highlights_locales" ADD CONSTRAINT "posts_destinations_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_destinations_highlights"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "posts_destinations" ADD CONSTRAINT "posts_destinations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "posts_destinations" ADD CONSTRAINT "posts_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "posts_destinations_locales" ADD CONSTRAINT "posts_destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_destinations"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_posts_v_version_destinations_highlights" ADD CONSTRAINT "_posts_v_version_destinations_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_version_destinations"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_posts_v_version_destinations_highlights_locales" ADD CONSTRAINT "_posts_v_version_destinations_highlights_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_version_destinations_highlights"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_posts_v_version_destinations" ADD CONSTRAINT "_posts_v_version_destinations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "_posts_v_version_destinations" ADD CONSTRAINT "_posts_v_version_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_posts_v_version_destinations_locales" ADD CONSTRAINT "_posts_v_version_destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_version_destinations"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "posts_destinations_highlights_order_idx" ON "posts_destinations_highlights" USING btree ("_order");
CREATE INDEX "posts_destinations_highlights_parent_id_idx" ON "posts_destinations_highlights" USING btree ("_parent_id");
CREATE UNIQUE INDEX "posts_destinations_highlights_locales_locale_parent_id_uniqu" ON "posts_destinations_highlights_locales" USING btree ("_locale","_parent_id");
CREATE INDEX "posts_destinations_order_idx" ON "posts_destinations" USING btree ("_order");
CREATE INDEX "posts_destinations_parent_id_idx" ON "posts_destinations" USING btree ("_parent_id");
CREATE INDEX "posts_destinations_image_idx" ON "posts_destinations" USING btree ("image_id");
CREATE UNIQUE INDEX "posts_destinations_locales_locale_parent_id_unique" ON "posts_destinations_locales" USING btree ("_locale","_parent_id");
CREATE INDEX "_posts_v_version_destinations_highlights_order_idx" ON "_posts_v_version_destinations_highlights" USING btree ("_order");
CREATE INDEX "_posts_v_version_destinations_highlights_parent_id_idx" ON "_posts_v_version_destinations_highlights" USING btree ("_parent_id");
CREATE UNIQUE INDEX "_posts_v_version_destinations_highlights_locales_locale_pare" ON "_posts_v_version_destinations_highlights_locales" USING btree ("_locale","_parent_id");
CREATE INDEX "_posts_v_version_destinations_order_idx" ON "_posts_v_version_destinations" USING btree ("_order");
CREATE INDEX "_posts_v_version_destinations_parent_id_idx" ON "_posts_v_version_destinations" USING btree ("_parent_id");
CREATE INDEX "_posts_v_version_destinations_image_idx" ON "_posts_v_version_destinations" USING btree ("image_id");
CREATE UNIQUE INDEX "_posts_v_version_destinations_locales_locale_parent_id_uniqu" ON "_posts_v_version_destinations_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "posts_locales" DROP COLUMN "body";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_body";
  ALTER TABLE "guides_locales" DROP COLUMN "body";
  ALTER TABLE "_guides_v_locales" DROP COLUMN "version_body";`)
}
