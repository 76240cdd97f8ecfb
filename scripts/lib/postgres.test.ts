import { mkdtempSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { startCluster } from './postgres.ts'

const isRoot = process.getuid?.() === 0

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

// As root the cluster runs as the `postgres` user: a clone inside a directory only root may enter
// (mktemp -d gives mode 700) once made initdb die with EACCES.
describe.runIf(isRoot)('startCluster as root in a private directory', () => {
  let privateDir = ''
  afterEach(() => rmSync(privateDir, { recursive: true, force: true }))

  it('should start the cluster and answer a query', async () => {
    privateDir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-private-'))
    const mode = statSync(privateDir).mode & 0o777
    const cluster = await startCluster({
      dir: path.join(privateDir, 'clone', '.data', 'postgres'),
      port: await freePort(),
    })
    const client = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` })
    await client.connect()
    const { rows } = await client.query('select 1 as one')
    await client.end()
    await cluster.stop()
    expect([mode, rows[0]?.one]).toEqual([0o700, 1])
  }, 60_000)
})
