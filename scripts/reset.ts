/** `npm run db:reset`: deletes the local database, uploads and secrets (stop `npm run dev` first). */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { dataDir } from './lib/paths.ts'

for (const entry of ['postgres', 'media', 'secrets.json']) {
  rmSync(path.join(dataDir, entry), { recursive: true, force: true })
}
console.log(`Removed the local data under ${dataDir}; the next \`npm run dev\` starts afresh.`)
