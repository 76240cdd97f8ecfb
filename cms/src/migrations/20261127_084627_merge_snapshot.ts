import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the staff actions' table (console) and the corridor articles (editors) came side
 * by side, the articles' snapshot missing the table. This migration's snapshot has both, so that the
 * next `payload migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
