import type { SeedArgs } from './types'

/** The first administrator, from ADMIN_USERNAME / ADMIN_PASSWORD (development defaults in the README). */
export async function seedAdmin({ payload, req }: SeedArgs): Promise<void> {
  const username = process.env.ADMIN_USERNAME ?? 'admin'
  const password = process.env.ADMIN_PASSWORD ?? 'nexovia-admin-dev'
  const existing = await payload.count({
    collection: 'admins',
    where: { username: { equals: username } },
    req,
  })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'admins',
    data: { username, password, name: 'Nexovia administrator', roles: ['admin'] },
    req,
  })
  payload.logger.info(`Seeded administrator "${username}"`)
}
