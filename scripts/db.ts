/** `npm run db`: the local database alone (for migrate:create, psql, …) until Ctrl-C. */
import { defaults } from './lib/environment.ts'
import { onShutdown } from './lib/processes.ts'
import { startDatabase } from './lib/stack.ts'

const database = await startDatabase({
  port: Number(process.env.PG_PORT ?? defaults.PG_PORT),
  name: 'nexovia',
})
onShutdown(database.stop)
console.log(`PostgreSQL is running: DATABASE_URL=${database.url}\nCtrl-C stops it.`)
setInterval(() => {}, 60_000)
