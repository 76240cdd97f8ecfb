import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rides_area" AS ENUM('boston', 'new-york', 'abidjan', 'accra', 'dakar', 'lagos');
  CREATE TYPE "public"."enum_drivers_area" AS ENUM('boston', 'new-york', 'abidjan', 'accra', 'dakar', 'lagos');
  ALTER TABLE "rides" ADD COLUMN "area" "enum_rides_area";
  ALTER TABLE "drivers" ADD COLUMN "area" "enum_drivers_area";
  CREATE INDEX "rides_area_idx" ON "rides" USING btree ("area");
  CREATE INDEX "drivers_area_idx" ON "drivers" USING btree ("area");`)
  // Existing rides: the area whose centre (content-schema taxi/areas.ts) is nearest the pick-up, in its zone.
  await db.execute(sql`
  UPDATE "rides" r SET "area" = (
    SELECT c.area::"enum_rides_area" FROM (VALUES
      ('boston', 'us-northeast', 42.3601, -71.0589), ('new-york', 'us-northeast', 40.7128, -74.006),
      ('abidjan', 'west-africa', 5.3364, -4.0267), ('accra', 'west-africa', 5.6037, -0.187),
      ('dakar', 'west-africa', 14.7167, -17.4677), ('lagos', 'west-africa', 6.5244, 3.3792)
    ) AS c(area, zone, lat, lng)
    WHERE c.zone = r.zone::text
    ORDER BY (c.lat - r.origin_lat) ^ 2 + (c.lng - r.origin_lng) ^ 2 LIMIT 1);`)
  // Existing drivers: the city of their phone number; one without a known number keeps no area (an
  // administrator sets it) and is offered no ride meanwhile.
  await db.execute(sql`
  UPDATE "drivers" SET "area" = CASE
    WHEN phone LIKE '+225%' THEN 'abidjan' WHEN phone LIKE '+233%' THEN 'accra'
    WHEN phone LIKE '+221%' THEN 'dakar' WHEN phone LIKE '+234%' THEN 'lagos'
    WHEN regexp_replace(phone, '[^0-9]', '', 'g') ~ '^1(617|857|781|339|508)' THEN 'boston'
    WHEN regexp_replace(phone, '[^0-9]', '', 'g') ~ '^1(212|646|332|917|718|347|929|201|973|862)' THEN 'new-york'
  END::"enum_drivers_area" WHERE "area" IS NULL;`)
  // Dakar's airport is Blaise Diagne (DSS) since 2017; the seed said DKR.
  await db.execute(sql`
  UPDATE "airports" SET "code" = 'DSS' WHERE "code" = 'DKR'
    AND NOT EXISTS (SELECT 1 FROM "airports" WHERE "code" = 'DSS');
  UPDATE "places" SET "code" = 'DSS' WHERE "code" = 'DKR';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "airports" SET "code" = 'DKR' WHERE "code" = 'DSS';
  UPDATE "places" SET "code" = 'DKR' WHERE "code" = 'DSS';
   DROP INDEX "rides_area_idx";
  DROP INDEX "drivers_area_idx";
  ALTER TABLE "rides" DROP COLUMN "area";
  ALTER TABLE "drivers" DROP COLUMN "area";
  DROP TYPE "public"."enum_rides_area";
  DROP TYPE "public"."enum_drivers_area";`)
}
