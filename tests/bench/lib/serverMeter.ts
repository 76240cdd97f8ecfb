/**
 * What a run cost the server, independent of how loaded the shared machine is: the cms process's CPU
 * time (user + system, from /proc/<pid>/stat) and the statements its database ran (pg_stat_statements,
 * one per round trip, BEGIN and COMMIT included). Latency on 2 shared cores is noise; these are not.
 */
import { readFileSync } from 'node:fs'
import pg from 'pg'

/** Kernel clock ticks per second (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** The process's CPU time in ms, or undefined without /proc (or for a process that is gone). */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined
  try {
    // The command name (field 2) may hold spaces: count fields from the closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return undefined
  }
}

export type StatementCounter = { count: () => Promise<number | undefined>; close: () => Promise<void> }

/**
 * Counts the statements run in `databaseUrl` (pg_stat_statements, when the server preloads it);
 * count() gives undefined when it does not. The counting query itself is taken off.
 */
export async function statementCounter(databaseUrl: string | undefined): Promise<StatementCounter> {
  if (!databaseUrl) return { count: async () => undefined, close: async () => {} }
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'nexovia-bench-meter' })
  await client.connect()
  const available = await client
    .query('create extension if not exists pg_stat_statements')
    .then(() => client.query('select 1 from pg_stat_statements limit 1'))
    .then(
      () => true,
      () => false,
    )
  let counted = 0
  return {
    count: async () => {
      if (!available) return undefined
      const { rows } = await client.query<{ calls: string | null }>(
        `select sum(calls)::text as calls from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())`,
      )
      // The earlier counting queries are in the sum; this one is not yet.
      const statements = Number(rows[0]?.calls ?? 0) - counted
      counted += 1
      return statements
    },
    close: () => client.end(),
  }
}

/** The flags under which the benchmarks' own cluster counts statements. */
export const COUNTING_FLAGS = ['-c', 'shared_preload_libraries=pg_stat_statements']
