import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: five branches added migrations side by side (concierge hours, local money, booking
 * travellers, flight-tracked pick-ups and entry requirements, object storage), each snapshot (.json)
 * missing the others' tables. This migration's snapshot is the schema with all of them, so that the
 * next `payload migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
