import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: three branches added migrations side by side (flights' tickets and airline orders,
 * the Duffel stays' supplier bookings, the editors' rich text, SEO, redirects and scheduled publishing),
 * each snapshot (.json) missing the others' tables. This migration's snapshot is the schema with all of
 * them, so that the next `payload migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
