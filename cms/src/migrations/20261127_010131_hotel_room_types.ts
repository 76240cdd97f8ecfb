import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Rooms per room type and night. Every hotel gets one room type ("Standard room") holding all the rooms
 * it sold (those left plus those its stays still held, since past stays never gave theirs back), its base
 * rate and its seasons, and two rate plans: its old policy at its old price, and the other policy
 * (non-refundable 10 % cheaper, or refundable 10 % dearer). Existing stays point at that room type and
 * the plan they were sold in, with their free-cancellation deadline kept (48 hours before check-in).
 */
const ROOM_TYPE_ID = sql.raw(`substr(md5('room-type-' || h.id), 1, 24)`)
const SOLD_PLAN_ID = sql.raw(`substr(md5('rate-plan-sold-' || h.id), 1, 24)`)
const OTHER_PLAN_ID = sql.raw(`substr(md5('rate-plan-other-' || h.id), 1, 24)`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "hotels_room_types_seasonal_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_month" numeric NOT NULL,
  	"end_month" numeric NOT NULL,
  	"price_per_night" numeric NOT NULL
  );
  
  CREATE TABLE "hotels_room_types_rate_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"is_refundable" boolean DEFAULT true,
  	"free_cancellation_hours" numeric DEFAULT 48,
  	"has_breakfast" boolean DEFAULT false,
  	"price_adjustment_percent" numeric DEFAULT 0
  );
  
  CREATE TABLE "hotels_room_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rooms" numeric NOT NULL,
  	"max_adults" numeric DEFAULT 2 NOT NULL,
  	"max_children" numeric DEFAULT 0 NOT NULL,
  	"price_per_night" numeric NOT NULL
  );
  
  CREATE TABLE "hotels_room_types_locales" (
  	"name" varchar NOT NULL,
  	"beds" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hotels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  INSERT INTO "hotels_room_types" ("_order", "_parent_id", "id", "rooms", "max_adults", "max_children", "price_per_night")
  SELECT 1, h.id, ${ROOM_TYPE_ID},
    coalesce(h.rooms_available, 0)
      + coalesce((SELECT sum(b.rooms_held) FROM bookings b WHERE b.hotel_id = h.id AND b.rooms_held > 0), 0),
    2, 1, coalesce(h.price_per_night, 0)
  FROM hotels h;

  INSERT INTO "hotels_room_types_locales" ("name", "beds", "_locale", "_parent_id")
  SELECT 'Standard room', '1 double bed or 2 single beds', 'en'::_locales, ${ROOM_TYPE_ID} FROM hotels h
  UNION ALL
  SELECT 'Chambre standard', '1 lit double ou 2 lits simples', 'fr'::_locales, ${ROOM_TYPE_ID} FROM hotels h;

  INSERT INTO "hotels_room_types_seasonal_rates" ("_order", "_parent_id", "id", "start_month", "end_month", "price_per_night")
  SELECT s._order, ${ROOM_TYPE_ID}, s.id, s.start_month, s.end_month, s.price_per_night
  FROM hotels_seasonal_rates s JOIN hotels h ON h.id = s._parent_id;

  INSERT INTO "hotels_room_types_rate_plans" ("_order", "_parent_id", "id", "is_refundable", "free_cancellation_hours", "has_breakfast", "price_adjustment_percent")
  SELECT 1, ${ROOM_TYPE_ID}, ${SOLD_PLAN_ID}, coalesce(h.free_cancellation, false), 48, coalesce(h.free_breakfast, false), 0 FROM hotels h
  UNION ALL
  SELECT 2, ${ROOM_TYPE_ID}, ${OTHER_PLAN_ID}, NOT coalesce(h.free_cancellation, false), 48, coalesce(h.free_breakfast, false),
    CASE WHEN coalesce(h.free_cancellation, false) THEN -10 ELSE 10 END FROM hotels h;

  ALTER TABLE "hotels_seasonal_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "hotels_seasonal_rates" CASCADE;
  ALTER TABLE "hotels" ALTER COLUMN "price_per_night" DROP NOT NULL;
  ALTER TABLE "hotels" ADD COLUMN "check_in_time" varchar DEFAULT '15:00' NOT NULL;
  ALTER TABLE "hotels" ADD COLUMN "check_out_time" varchar DEFAULT '11:00' NOT NULL;
  ALTER TABLE "bookings" ADD COLUMN "room_type" varchar;
  ALTER TABLE "bookings" ADD COLUMN "rate_plan" varchar;
  ALTER TABLE "bookings" ADD COLUMN "free_cancellation_until" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "has_breakfast" boolean;
  ALTER TABLE "hotels_room_types_seasonal_rates" ADD CONSTRAINT "hotels_room_types_seasonal_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels_room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_room_types_rate_plans" ADD CONSTRAINT "hotels_room_types_rate_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels_room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_room_types" ADD CONSTRAINT "hotels_room_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_room_types_locales" ADD CONSTRAINT "hotels_room_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels_room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_rels" ADD CONSTRAINT "hotels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_rels" ADD CONSTRAINT "hotels_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hotels_room_types_seasonal_rates_order_idx" ON "hotels_room_types_seasonal_rates" USING btree ("_order");
  CREATE INDEX "hotels_room_types_seasonal_rates_parent_id_idx" ON "hotels_room_types_seasonal_rates" USING btree ("_parent_id");
  CREATE INDEX "hotels_room_types_rate_plans_order_idx" ON "hotels_room_types_rate_plans" USING btree ("_order");
  CREATE INDEX "hotels_room_types_rate_plans_parent_id_idx" ON "hotels_room_types_rate_plans" USING btree ("_parent_id");
  CREATE INDEX "hotels_room_types_order_idx" ON "hotels_room_types" USING btree ("_order");
  CREATE INDEX "hotels_room_types_parent_id_idx" ON "hotels_room_types" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hotels_room_types_locales_locale_parent_id_unique" ON "hotels_room_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hotels_rels_order_idx" ON "hotels_rels" USING btree ("order");
  CREATE INDEX "hotels_rels_parent_idx" ON "hotels_rels" USING btree ("parent_id");
  CREATE INDEX "hotels_rels_path_idx" ON "hotels_rels" USING btree ("path");
  CREATE INDEX "hotels_rels_media_id_idx" ON "hotels_rels" USING btree ("media_id");
  CREATE INDEX "bookings_room_type_idx" ON "bookings" USING btree ("room_type");

  UPDATE "bookings" b SET
    "room_type" = ${ROOM_TYPE_ID},
    "rate_plan" = ${SOLD_PLAN_ID},
    "has_breakfast" = coalesce(h.free_breakfast, false),
    "free_cancellation_until" = CASE WHEN h.free_cancellation THEN b.departure_date - interval '48 hours' END
  FROM hotels h WHERE b.hotel_id = h.id AND b.type = 'hotel';

  ALTER TABLE "hotels" DROP COLUMN "rooms_available";
  ALTER TABLE "hotels" DROP COLUMN "free_breakfast";
  ALTER TABLE "hotels" DROP COLUMN "free_cancellation";
  ALTER TABLE "bookings" DROP COLUMN "rooms_held";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "hotels_seasonal_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_month" numeric NOT NULL,
  	"end_month" numeric NOT NULL,
  	"price_per_night" numeric NOT NULL
  );
  
  ALTER TABLE "hotels" ADD COLUMN "rooms_available" numeric;
  ALTER TABLE "hotels" ADD COLUMN "free_breakfast" boolean DEFAULT false;
  ALTER TABLE "hotels" ADD COLUMN "free_cancellation" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "rooms_held" numeric;

  -- Back to one counter per hotel: its rooms less those its paid stays hold; the first room type's seasons.
  UPDATE "bookings" SET "rooms_held" = "rooms" WHERE "type" = 'hotel' AND "status" = 'confirmed' AND "room_type" IS NOT NULL;
  UPDATE "hotels" h SET
    "rooms_available" = greatest(0, coalesce((SELECT sum(t.rooms) FROM hotels_room_types t WHERE t._parent_id = h.id), 0)
      - coalesce((SELECT sum(b.rooms_held) FROM bookings b WHERE b.hotel_id = h.id AND b.rooms_held > 0), 0)),
    "free_cancellation" = EXISTS (SELECT 1 FROM hotels_room_types t JOIN hotels_room_types_rate_plans p ON p._parent_id = t.id
      WHERE t._parent_id = h.id AND p.is_refundable AND p.price_adjustment_percent <= 0),
    "free_breakfast" = EXISTS (SELECT 1 FROM hotels_room_types t JOIN hotels_room_types_rate_plans p ON p._parent_id = t.id
      WHERE t._parent_id = h.id AND p.has_breakfast),
    "price_per_night" = coalesce(h.price_per_night, 0);
  INSERT INTO "hotels_seasonal_rates" ("_order", "_parent_id", "id", "start_month", "end_month", "price_per_night")
  SELECT s._order, t._parent_id, s.id, s.start_month, s.end_month, s.price_per_night
  FROM hotels_room_types_seasonal_rates s JOIN hotels_room_types t ON t.id = s._parent_id WHERE t._order = 1;

  ALTER TABLE "hotels_room_types_seasonal_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_room_types_rate_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_room_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_room_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "hotels_room_types_seasonal_rates" CASCADE;
  DROP TABLE "hotels_room_types_rate_plans" CASCADE;
  DROP TABLE "hotels_room_types" CASCADE;
  DROP TABLE "hotels_room_types_locales" CASCADE;
  DROP TABLE "hotels_rels" CASCADE;
  DROP INDEX "bookings_room_type_idx";
  ALTER TABLE "hotels" ALTER COLUMN "price_per_night" SET NOT NULL;
  ALTER TABLE "hotels_seasonal_rates" ADD CONSTRAINT "hotels_seasonal_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hotels_seasonal_rates_order_idx" ON "hotels_seasonal_rates" USING btree ("_order");
  CREATE INDEX "hotels_seasonal_rates_parent_id_idx" ON "hotels_seasonal_rates" USING btree ("_parent_id");
  ALTER TABLE "hotels" DROP COLUMN "check_in_time";
  ALTER TABLE "hotels" DROP COLUMN "check_out_time";
  ALTER TABLE "bookings" DROP COLUMN "room_type";
  ALTER TABLE "bookings" DROP COLUMN "rate_plan";
  ALTER TABLE "bookings" DROP COLUMN "free_cancellation_until";
  ALTER TABLE "bookings" DROP COLUMN "has_breakfast";`)
}
