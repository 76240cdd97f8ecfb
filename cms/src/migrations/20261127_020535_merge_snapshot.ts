import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: three branches added migrations side by side (bookings' paid-with columns, hotels'
 * room types and rate plans, the exchange rates' source and bounds), each snapshot (.json) missing the
 * others' tables. This migration's snapshot is the schema with all three, so that the next
 * `payload migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
