import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the price watches (20261207_045052) and the messages (20261207_045512) came side
 * by side, the messages' snapshot missing the watches. This migration's snapshot has both, so that the
 * next `payload migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
