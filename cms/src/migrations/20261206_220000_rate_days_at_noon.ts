import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Rate dates are calendar days stored at 12:00 UTC, as Payload's day picker stores them
 * (globals/ExchangeRates/hooks/rateDayAtNoon.ts): the rows written at midnight UTC move to noon of the
 * same UTC day. Down puts them back at midnight.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "exchange_rates_rates"
    SET "set_on" = (date_trunc('day', "set_on" AT TIME ZONE 'UTC') + interval '12 hours') AT TIME ZONE 'UTC';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "exchange_rates_rates"
    SET "set_on" = date_trunc('day', "set_on" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';`)
}
