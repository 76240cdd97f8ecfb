import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { corridorArticles } from '../seed/data/articles'
import { seedCorridorArticles } from '../seed/seedCorridorArticles'

// Issue 34: four articles for the USA ↔ West Africa corridor, published in English and French with
// their blocks. A migration rather than the seed so that a database that was seeded long ago gets
// them too, once; they use no guide or upload, so they need nothing the seed writes later.
// isSeeding: no site to purge while the database is being prepared.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  req.context = { ...req.context, isSeeding: true }
  const added = await seedCorridorArticles({ payload, req })
  payload.logger.info(`Published articles: ${added.join(', ') || 'none (already there)'}`)
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  req.context = { ...req.context, isSeeding: true }
  const slugs = corridorArticles.map(({ post }) => post.slug)
  await payload.delete({ collection: 'posts', where: { slug: { in: slugs } }, req })
}
