import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the five guide migrations before it (issue 34's parts, written side by side by
 * hand) add the guides' slugs; this migration's snapshot holds them all, so that the next
 * `payload migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
