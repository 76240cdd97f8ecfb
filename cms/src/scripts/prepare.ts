/**
 * Brings a database up to date: applies pending migrations, then seeds what is missing.
 * Run by the root scripts through `payload run` before the cms starts.
 */
import { getPayload } from 'payload'
import config from '../payload.config'
import { seed } from '../seed'

const payload = await getPayload({ config })
await payload.db.migrate()
await seed(payload)
await payload.destroy()
process.exit(0)
