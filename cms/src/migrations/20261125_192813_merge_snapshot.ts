import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: two branches added migrations side by side (bookings.rooms_held and
 * bookings.charge_phone), the later snapshot (.json) missing the other's column. This migration's
 * snapshot is the schema with both, so that the next `payload migrate:create` compares against the
 * real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
