/**
 * Server throughput: `node tests/bench/server-throughput.ts [origin] [path] [seconds]`
 * (default http://127.0.0.1:4321 /, 10 s each), against a running production site (`npm start`).
 *
 * Warms the page into the route cache, then measures with autocannon (25 connections, brotli
 * accepted) the site's production server and, in the same run, a bare `node:http` server in its
 * own process answering the very same bytes and headers. Prints both figures and their ratio.
 * With SITE_PID set to the site server's process id (Linux), it also prints each server's CPU
 * time per 1,000 requests (from /proc): a req/s ratio near 1 can just mean that autocannon, on the
 * same cores, is the limit; CPU per request is what the server itself costs (issue 20).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const [origin = 'http://127.0.0.1:4321', pagePath = '/', secondsArgument = '10'] = process.argv.slice(2)
const seconds = Number(secondsArgument)
const CONNECTIONS = 25
const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' }
/** The headers a bare server needs to send the same answer. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control']

const pageUrl = new URL(pagePath, origin).href

/** The page as the site sends it (compressed bytes and headers), once it is in the route cache. */
async function cachedAnswer() {
  let answer: Response | undefined
  for (let attempt = 0; attempt < 5; attempt += 1) {
    answer = await fetch(pageUrl, { headers: REQUEST_HEADERS, redirect: 'manual' })
    await answer.arrayBuffer()
    if (answer.headers.get('x-astro-cache') === 'HIT') break
  }
  if (answer?.status !== 200) throw new Error(`${pageUrl} answered ${answer?.status}`)
  const bytes = await rawBody(pageUrl)
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => {
      const value = answer?.headers.get(name)
      return value ? [[name, value]] : []
    }),
  )
  return { bytes, headers, cacheState: answer.headers.get('x-astro-cache') }
}

/** The body exactly as sent on the wire (node's fetch would decode it). */
async function rawBody(url: string): Promise<Buffer> {
  const http = await import('node:http')
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: REQUEST_HEADERS }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject)
  })
}

/** A bare node:http server in a child process (so it does not share a thread with autocannon). */
async function startBareServer(bytes: Buffer, headers: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nexovia-bench-'))
  writeFileSync(path.join(dir, 'body'), bytes)
  const script = `
    const http = require('node:http')
    const body = require('node:fs').readFileSync(${JSON.stringify(path.join(dir, 'body'))})
    const headers = { ...${JSON.stringify(headers)}, 'content-length': body.length }
    const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body) })
    server.listen(0, '127.0.0.1', () => process.send(server.address().port))
  `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)))
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}${pagePath}`,
    pid: child.pid,
    stop: () => {
      child.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** CPU time (user + system) a process has used so far, in ms; undefined without /proc or a pid. */
function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in ticks (100/s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

type Run = { average: number; errors: number; non2xx: number; total: number; cpuMs?: number }

async function requestsPerSecond(url: string, pid?: number): Promise<Run> {
  const cpuBefore = cpuMs(pid)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: REQUEST_HEADERS,
  })
  const cpuAfter = cpuMs(pid)
  return {
    average: result.requests.average,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  }
}

/** CPU ms per 1,000 requests over the runs, when it was measured. */
const cpuPerThousand = (runs: Run[]) =>
  runs.every((run) => run.cpuMs !== undefined)
    ? Math.round(
        (runs.reduce((sum, run) => sum + run.cpuMs!, 0) / runs.reduce((sum, run) => sum + run.total, 0)) *
          1000,
      )
    : undefined

const { bytes, headers, cacheState } = await cachedAnswer()
const bare = await startBareServer(bytes, headers)
try {
  // Alternated, so that a slower moment of a shared machine falls on both sides.
  const sitePid = process.env.SITE_PID ? Number(process.env.SITE_PID) : undefined
  const site = [await requestsPerSecond(pageUrl, sitePid)]
  const raw = [await requestsPerSecond(bare.url, bare.pid)]
  site.push(await requestsPerSecond(pageUrl, sitePid))
  raw.push(await requestsPerSecond(bare.url, bare.pid))
  const mean = (runs: { average: number }[]) => runs.reduce((sum, run) => sum + run.average, 0) / runs.length
  const siteRate = mean(site)
  const bareRate = mean(raw)
  console.log(
    JSON.stringify(
      {
        page: pageUrl,
        cacheState,
        encoding: headers['content-encoding'] ?? 'identity',
        bytes: bytes.length,
        connections: CONNECTIONS,
        secondsPerRun: seconds,
        siteRequestsPerSecond: Math.round(siteRate),
        bareNodeRequestsPerSecond: Math.round(bareRate),
        ratio: Number((siteRate / bareRate).toFixed(3)),
        siteErrors: site.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
        siteCpuMsPer1000Requests: cpuPerThousand(site),
        bareCpuMsPer1000Requests: cpuPerThousand(raw),
      },
      null,
      2,
    ),
  )
} finally {
  bare.stop()
}
